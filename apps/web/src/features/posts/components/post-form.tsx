import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { CATEGORIES, GENDERS } from "@kma/core/enums";
import { LIMITS, TIMINGS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { checkDraft, checkPublish, computeAge } from "@kma/core/posts/post-rules";
import type { PostFields } from "@kma/core/posts/post-schemas";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { pageTitle } from "../../../config/site";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useSavePost } from "../api/save-post";
import { useAlbumQueue } from "../hooks/use-album-queue";
import { usePostForm, type PostFormApi } from "../hooks/use-post-form";
import { AlbumDropzone } from "./album-dropzone";
import { BackgroundPicker } from "./background-picker";
import { EventsSection } from "./events-section";
import { FamilySection } from "./family-section";
import { DateParts, FormSection, Marker, PickerField, SelectField, TextArea, TextInput } from "./form-fields";
import { FORM_TOAST_ID } from "./form-toast";
import { PortraitUpload } from "./portrait-upload";

/** The form's sections, in SPEC.md section 2 order; the ids are the section list's anchors. */
export const FORM_SECTIONS = [
  { id: "about", title: "Tell us about them" },
  { id: "family", title: "Family Details" },
  { id: "education", title: "Education" },
  { id: "career", title: "Career" },
  { id: "funeral", title: "Funeral Service" },
  { id: "events", title: "Add Events" },
  { id: "story", title: "Story for Memory Wall" },
  { id: "background", title: "Background Image library" },
  { id: "album", title: "Memorial Photo Album" },
  { id: "creator", title: "About You" },
] as const;
type SectionId = (typeof FORM_SECTIONS)[number]["id"];
const titleOf = (id: SectionId) => FORM_SECTIONS.find((section) => section.id === id)!.title;

function Section({ id, intro, children }: { id: SectionId; intro?: ReactNode; children: ReactNode }) {
  return (
    <FormSection id={id} title={titleOf(id)} intro={intro}>
      {children}
    </FormSection>
  );
}

const subLegend = "font-serif text-lg text-slate-900";

function AboutThem({ form, onPortraitBusy }: { form: PostFormApi; onPortraitBusy: (busy: boolean) => void }) {
  const { fields, bind, setter } = form;
  const canShowAge = [fields.birthyear, fields.deathyear].every((year) => /^\d{4}$/.test(year));
  const age = canShowAge ? computeAge(fields) : null;
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Category" marked options={CATEGORIES} placeholder="Select a category" {...bind("title")} />
        <SelectField label="Gender" marked options={GENDERS} placeholder="Select gender" {...bind("gender")} />
        <TextInput label="First Name" marked autoComplete="off" maxLength={LIMITS.nameMax} {...bind("firstname")} />
        <TextInput label="Last Name" marked autoComplete="off" maxLength={LIMITS.nameMax} {...bind("lastname")} />
        <TextInput label="Nickname" marked autoComplete="off" maxLength={LIMITS.nameMax} className="sm:col-span-2" hint="The name family and friends knew them by." {...bind("nickname")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateParts
          legend="Date of Birth"
          context="Birth"
          marked
          day={{ value: fields.birthdate, onChange: setter("birthdate") }}
          month={{ value: fields.birthmonth, onChange: setter("birthmonth") }}
          year={{ value: fields.birthyear, onChange: setter("birthyear") }}
        />
        <DateParts
          legend="Date of Death"
          context="Death"
          marked
          day={{ value: fields.deathdate, onChange: setter("deathdate") }}
          month={{ value: fields.deathmonth, onChange: setter("deathmonth") }}
          year={{ value: fields.deathyear, onChange: setter("deathyear") }}
        />
        {age !== null && age >= 0 ? (
          <p className="text-sm text-slate-600 sm:col-span-2" aria-live="polite">
            Age: <span className="font-medium text-slate-800">{age}</span> (worked out from the two dates)
          </p>
        ) : null}
      </div>
      {(["Birth", "Death"] as const).map((which) => {
        const key = which === "Birth" ? "birth" : "death";
        return (
          <fieldset key={which}>
            <legend className={subLegend}>Place of {which}</legend>
            <div className="mt-3 grid gap-5 sm:grid-cols-3">
              <TextInput label="Place" context={which} marked maxLength={LIMITS.placeMax} hint="Village or area" {...bind(`${key}place`)} />
              <TextInput label="City" context={which} marked maxLength={LIMITS.placeMax} {...bind(`${key}city`)} />
              <TextInput label="Country" context={which} marked maxLength={LIMITS.placeMax} {...bind(`${key}country`)} />
            </div>
          </fieldset>
        );
      })}
      <PortraitUpload value={fields.profilebanner} onUploaded={setter("profilebanner")} onBusyChange={onPortraitBusy} />
    </div>
  );
}

function Funeral({ form }: { form: PostFormApi }) {
  const { fields, bind, setter } = form;
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-3">
        <PickerField kind="date" label="Date" context="Funeral" name="funeralservicedate" value={fields.funeralservicedate} onChange={setter("funeralservicedate")} />
        <PickerField kind="time" label="Start Time" context="Funeral" marked name="funeralservicestarttime" value={fields.funeralservicestarttime} onChange={setter("funeralservicestarttime")} />
        <PickerField kind="time" label="End Time" context="Funeral" marked name="funeralserviceendtime" value={fields.funeralserviceendtime} onChange={setter("funeralserviceendtime")} />
        <TextInput label="Address" context="Funeral" marked className="sm:col-span-3" maxLength={LIMITS.shortTextMax} {...bind("funeraladdress")} />
        <TextInput
          label="Virtual Service Link"
          marked
          type="url"
          inputMode="url"
          className="sm:col-span-3"
          placeholder="https://"
          maxLength={LIMITS.urlMax}
          hint="A live stream or video call for those who cannot attend."
          {...bind("virtualurl")}
        />
      </div>
      <fieldset>
        <legend className={subLegend}>Contact person</legend>
        <p className="mt-1 text-slate-600">Who visitors may call about the service.</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-3">
          <TextInput label="Name" context="Contact" maxLength={LIMITS.nameMax} {...bind("contactname")} />
          <TextInput label="Relationship" context="Contact" maxLength={LIMITS.nameMax} {...bind("contactrelationship")} />
          <TextInput label="Number" context="Contact" type="tel" inputMode="tel" maxLength={40} placeholder="+94 77 123 4567" {...bind("contactcontactnumber")} />
        </div>
      </fieldset>
    </div>
  );
}

type Phase = "idle" | "saving" | "leaving";

/**
 * Create or edit a memorial (SPEC.md section 2). Save Draft checks only checkDraft, Publish
 * checkPublish; each message is one toast that replaces the last. On submit the album's
 * chosen photos are uploaded one by one, then the post is saved and the user sent to the dashboard.
 */
export function PostForm({ initial, blogId, published = false }: { initial?: PostFields; blogId?: string; published?: boolean }) {
  const form = usePostForm(initial);
  const album = useAlbumQueue();
  const savePost = useSavePost();
  const navigate = useNavigate();
  const { access_token: token } = useSession();
  const [phase, setPhase] = useState<Phase>("idle");
  const [portraitBusy, setPortraitBusy] = useState(false);
  // After the first save of a new post, later saves edit that post instead of making another.
  const savedId = useRef(blogId);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const busy = phase !== "idle" || portraitBusy;
  const { fields } = form;

  async function submit(draft: boolean) {
    if (busy) return;
    // Photos waiting in the album count for the publish rule: they go up before the post is saved.
    const withQueued = { ...fields, memoriwallimages: [...fields.memoriwallimages, ...album.items.map((item) => item.preview)] };
    const problem = draft ? checkDraft(fields) : checkPublish(withQueued);
    if (problem) {
      toast.error(problem, { id: FORM_TOAST_ID });
      return;
    }
    setPhase("saving");
    toast.loading(draft ? MESSAGES.savingDraft : MESSAGES.publishing, { id: FORM_TOAST_ID });

    const images = [...fields.memoriwallimages];
    if (album.items.length > 0) {
      try {
        if (!token) throw new Error(MESSAGES.loginToAddImagesAlbum);
        await album.uploadAll(token, (url) => {
          images.push(url);
          form.appendAlbumImages([url]);
        });
      } catch {
        toast.error(MESSAGES.uploadFailed, { id: FORM_TOAST_ID });
        setPhase("idle");
        return;
      }
    }

    try {
      const { id } = await savePost.mutateAsync({
        ...fields,
        memoriwallimages: images,
        age: computeAge(fields),
        draft,
        ...(savedId.current ? { id: savedId.current } : {}),
      });
      if (!savedId.current) {
        savedId.current = id;
        // Back from the dashboard should reopen this post, not an empty form that would save a second one.
        // Only the address changes: the router is about to navigate away anyway.
        window.history.replaceState(window.history.state, "", paths.postEdit(id));
      }
      toast.success(draft ? MESSAGES.saved : MESSAGES.published, { id: FORM_TOAST_ID });
      setPhase("leaving");
      redirect.current = setTimeout(
        () => navigate(draft ? `${paths.dashboardPosts}?tab=draft` : paths.dashboardPosts),
        draft ? TIMINGS.redirectAfterDraftMs : TIMINGS.redirectAfterPublishMs,
      );
    } catch (error) {
      toast.error(errorMessage(error), { id: FORM_TOAST_ID });
      setPhase("idle");
    }
  }

  const editing = blogId !== undefined;
  const heading = editing ? "Edit memorial" : "Create a memorial";
  return (
    <div className="mx-auto w-full max-w-[66rem] px-4 pt-8 sm:px-6 lg:pt-12">
      <title>{pageTitle(heading)}</title>
      <header className="max-w-3xl lg:ml-[15rem]">
        <h1 className="font-serif text-3xl text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">
          {editing ? "Make your changes, then publish them or keep them as a draft." : "Write about the one you are remembering. Take your time: you can save a draft and come back."}
        </p>
        <p className="mt-3 text-slate-600">
          Fields marked <Marker /> are asked for when you publish. A draft needs only the category, first name and last name.
        </p>
        {editing && published ? (
          <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
            This memorial is published. Publish saves your changes; Save Draft takes it off the site until you publish it again.
          </p>
        ) : null}
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,48rem)] lg:gap-8">
        <nav aria-label="Form sections" className="hidden lg:block">
          <ol className="sticky top-24 space-y-0.5 border-l border-stone-200 text-sm">
            {FORM_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-600 hover:border-accent-600 hover:text-slate-900">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={heading} className="space-y-6">
          <Section id="about">
            <AboutThem form={form} onPortraitBusy={setPortraitBusy} />
          </Section>
          <Section id="family" intro="Add each family member, then press Add. You can remove anyone you added by mistake.">
            <FamilySection
              survivingMembers={fields.survivingmembers}
              predeceasedMembers={fields.predeceasedmembers}
              onAddSurviving={form.addSurvivingMember}
              onAddPredeceased={form.addPredeceasedMember}
              onRemove={form.removeItem}
            />
          </Section>
          <Section id="education">
            <div className="grid gap-5 sm:grid-cols-3">
              <TextInput label="Primary School" maxLength={LIMITS.shortTextMax} {...form.bind("primaryschool")} />
              <TextInput label="High School" marked maxLength={LIMITS.shortTextMax} {...form.bind("highschool")} />
              <TextInput label="University" marked maxLength={LIMITS.shortTextMax} {...form.bind("university")} />
            </div>
          </Section>
          <Section id="career">
            <TextArea label="Career and achievements" marked rows={4} maxLength={2000} hint="Their work, their calling and what they were proud of." {...form.bind("career")} />
          </Section>
          <Section id="funeral" intro="Where and when family and friends can say goodbye.">
            <Funeral form={form} />
          </Section>
          <Section id="events" intro="Visitations, viewings, burials and other gatherings. Fill in the event, then press Add Event.">
            <EventsSection events={fields.events} onAdd={form.addEvent} onRemove={form.removeItem} />
          </Section>
          <Section id="story" intro="Shown first on the Memory Wall. Leave a blank line between paragraphs.">
            <TextArea label="Story" marked rows={10} maxLength={LIMITS.storyMax} {...form.bind("memorywall")} />
          </Section>
          <Section id="background">
            <BackgroundPicker value={fields.backgroundimage} onChange={form.setter("backgroundimage")} />
          </Section>
          <Section id="album" intro="Photos for the 'Live Moments' gallery. At least one is needed to publish.">
            <AlbumDropzone
              images={fields.memoriwallimages}
              queued={album.items}
              busy={busy}
              onAdd={album.add}
              onRemoveImage={form.removeAlbumImage}
              onRemoveQueued={album.remove}
            />
          </Section>
          <Section id="creator" intro="Your details stay private: they are shown only to you.">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextInput label="Your Name" marked autoComplete="name" maxLength={LIMITS.nameMax} {...form.bind("postcreatorname")} />
              <TextInput label="Your Relationship" marked maxLength={LIMITS.nameMax} placeholder="Daughter, friend, neighbour..." {...form.bind("postcreatorrelationship")} />
              <TextInput label="Your Mobile Number" marked type="tel" inputMode="tel" autoComplete="tel" maxLength={40} {...form.bind("postcreatorcontactnumber")} />
              <TextInput label="Your Email" marked type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} {...form.bind("postcreatoremail")} />
            </div>
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:mb-8 sm:rounded-xl sm:border sm:px-5 sm:pb-3 sm:shadow-sm">
            <div className="flex items-center gap-3">
              <p className="hidden flex-1 text-slate-600 sm:block">{busy ? "Please wait..." : "Save a draft at any time, or publish when you are ready."}</p>
              <Button variant="secondary" className="flex-1 sm:flex-none" disabled={busy} onClick={() => void submit(true)}>
                Save Draft
              </Button>
              <Button className="flex-1 sm:flex-none" disabled={busy} onClick={() => void submit(false)}>
                Publish
              </Button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
