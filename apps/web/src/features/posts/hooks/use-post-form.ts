import { useCallback, useMemo, useReducer } from "react";
import { emptyPostFields } from "@kma/core/posts/post-rules";
import type { PhoneVisibility, PostVisibility } from "@kma/core/enums";
import type { PostFields } from "@kma/core/posts/post-schemas";

/** The form's state is the post itself (docs/spec.md section 3 names), changed only through these actions. */

type TextKey = { [K in keyof PostFields]-?: PostFields[K] extends string ? K : never }[keyof PostFields];
type ListKey = "survivingmembers" | "predeceasedmembers" | "events";
export type PostTextField = TextKey;
export type PostListField = ListKey;

/** The privacy choices (decision 020): absent until chosen or loaded, which the server reads as the defaults. */
export type PostChoices = { visibility: PostVisibility; contactphonevisibility: PhoneVisibility };

type Action =
  | { type: "set"; name: TextKey; value: string }
  | { type: "choose"; choice: Partial<PostChoices> }
  | { type: "add"; list: ListKey; item: PostFields[ListKey][number] }
  | { type: "remove"; list: ListKey; index: number }
  | { type: "appendAlbum"; urls: string[] }
  | { type: "removeAlbum"; index: number }
  | { type: "calendar"; calendar: PostFields["remembrancecalendar"] };

function reducer(state: PostFields, action: Action): PostFields {
  switch (action.type) {
    case "set":
      return state[action.name] === action.value ? state : { ...state, [action.name]: action.value };
    case "choose":
      return { ...state, ...action.choice };
    case "add":
      return { ...state, [action.list]: [...state[action.list], action.item] };
    case "remove":
      return { ...state, [action.list]: state[action.list].filter((_, i) => i !== action.index) };
    case "appendAlbum":
      return { ...state, memoriwallimages: [...state.memoriwallimages, ...action.urls] };
    case "removeAlbum":
      return { ...state, memoriwallimages: state.memoriwallimages.filter((_, i) => i !== action.index) };
    case "calendar":
      return { ...state, remembrancecalendar: action.calendar };
  }
}

const TEXT_KEYS = (Object.keys(emptyPostFields()) as Array<keyof PostFields>).filter((key): key is TextKey => typeof emptyPostFields()[key] === "string");

export function usePostForm(initial?: PostFields) {
  const [fields, dispatch] = useReducer(reducer, initial, (start) => start ?? emptyPostFields());

  // One setter per field, made once: controls that get the same function can skip re-rendering (memo).
  const setters = useMemo(
    () =>
      Object.fromEntries(TEXT_KEYS.map((name) => [name, (value: string) => dispatch({ type: "set", name, value })])) as Record<
        TextKey,
        (value: string) => void
      >,
    [],
  );
  const changeHandlers = useMemo(
    () =>
      Object.fromEntries(TEXT_KEYS.map((name) => [name, (event: { target: { value: string } }) => setters[name](event.target.value)])) as Record<
        TextKey,
        (event: { target: { value: string } }) => void
      >,
    [setters],
  );

  const actions = useMemo(
    () => ({
      /** A stable `(value) => void` for one field. */
      setter: (name: TextKey) => setters[name],
      setField: (name: TextKey, value: string) => setters[name](value),
      choose: (choice: Partial<PostChoices>) => dispatch({ type: "choose", choice }),
      addSurvivingMember: (item: PostFields["survivingmembers"][number]) => dispatch({ type: "add", list: "survivingmembers", item }),
      addPredeceasedMember: (item: PostFields["predeceasedmembers"][number]) => dispatch({ type: "add", list: "predeceasedmembers", item }),
      addEvent: (item: PostFields["events"][number]) => dispatch({ type: "add", list: "events", item }),
      removeItem: (list: ListKey, index: number) => dispatch({ type: "remove", list, index }),
      appendAlbumImages: (urls: string[]) => dispatch({ type: "appendAlbum", urls }),
      removeAlbumImage: (index: number) => dispatch({ type: "removeAlbum", index }),
      /** The yearly remembrance settings (decision 035): null for the anniversary alone, as never chosen. */
      setCalendar: (calendar: PostFields["remembrancecalendar"]) => dispatch({ type: "calendar", calendar }),
    }),
    [setters],
  );

  /** Props for a text control bound to one field (its change handler is stable). */
  const bind = useCallback((name: TextKey) => ({ name, value: fields[name], onChange: changeHandlers[name] }), [fields, changeHandlers]);

  return { fields, bind, ...actions };
}

export type PostFormApi = ReturnType<typeof usePostForm>;
