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
import { T, useLocalizeMessage, useT, type MessageKey } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { useProblemText } from "../hooks/use-problem-text";
import postsEnglish from "@kma/core/i18n/catalogs/en/posts";
import { useSavePost } from "../api/save-post";
import { useAlbumQueue } from "../hooks/use-album-queue";
import { usePostForm, type PostFormApi } from "../hooks/use-post-form";
import { AlbumDropzone } from "./album-dropzone";
import { BackgroundPicker } from "./background-picker";
import { EventsSection } from "./events-section";
import { TimeZoneSelect } from "./time-zone-select";
import { funeralZoneOf, withFuneralZone } from "../utils/service-time-zones";
import { FamilySection } from "./family-section";
import { RemembranceCalendarField } from "./remembrance-calendar-field";
import { calendarForSave } from "../utils/remembrance-calendar";
import { ContactPhoneVisibility, PostVisibilityField } from "./privacy-choices";
import { DateParts, FormSection, Marker, PickerField, SelectField, TextArea, TextInput } from "./form-fields";
import { FORM_TOAST_ID } from "./form-toast";
import { PortraitUpload } from "./portrait-upload";

const SECTION_IDS = ["about", "family", "education", "career", "funeral", "events", "remembrance", "story", "background", "album", "creator"] as const;
type SectionId = (typeof SECTION_IDS)[number];
const sectionKey = (id: SectionId) => `posts.section.${id}` as const satisfies MessageKey;

/**
 * The form's sections, in docs/spec.md section 2 order; the ids are the section list's anchors.
 * `title` is the spec's English name (shown through the catalog key, in the page's language).
 */
export const FORM_SECTIONS = SECTION_IDS.map((id) => ({ id, key: sectionKey(id), title: postsEnglish[sectionKey(id)] }));

function Section({ id, intro, children }: { id: SectionId; intro?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <FormSection id={id} title={t(sectionKey(id))} intro={intro}>
      {children}
    </FormSection>
  );
}

const subLegend = "font-serif text-lg text-slate-900";

const tamilExample = { 0: <span lang="ta" /> };

/** The name in Tamil script: optional, next to the English name; the inputs take Tamil (lang="ta"). */
function TamilNameFields({ form }: { form: PostFormApi }) {
  const t = useT();
  const { bind } = form;
  return (
    <>
      <TextInput
        label={t("names.tamilFirstName")}
        lang="ta"
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        hint={<T id="names.tamilFirstNameHint" components={tamilExample} />}
        {...bind("tamilfirstname")}
      />
      <TextInput
        label={t("names.tamilLastName")}
        lang="ta"
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        hint={<T id="names.tamilLastNameHint" components={tamilExample} />}
        {...bind("tamillastname")}
      />
    </>
  );
}

function AboutThem({ form, onPortraitBusy }: { form: PostFormApi; onPortraitBusy: (busy: boolean) => void }) {
  const { fields, bind, setter } = form;
  const t = useT();
  const canShowAge = [fields.birthyear, fields.deathyear].every((year) => /^\d{4}$/.test(year));
  const age = canShowAge ? computeAge(fields) : null;
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t("posts.category")} marked options={CATEGORIES} placeholder={t("posts.categoryPlaceholder")} {...bind("title")} />
        <SelectField label={t("posts.gender")} marked options={GENDERS} placeholder={t("posts.genderPlaceholder")} {...bind("gender")} />
        <TextInput label={t("posts.firstName")} marked autoComplete="off" maxLength={LIMITS.nameMax} {...bind("firstname")} />
        <TextInput label={t("posts.lastName")} marked autoComplete="off" maxLength={LIMITS.nameMax} {...bind("lastname")} />
        <TamilNameFields form={form} />
        <TextInput
          label={t("posts.nickname")}
          marked
          autoComplete="off"
          maxLength={LIMITS.nameMax}
          className="sm:col-span-2"
          hint={t("posts.nicknameHint")}
          {...bind("nickname")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateParts
          legend={t("posts.dateOfBirth")}
          context={t("posts.birth")}
          marked
          day={{ value: fields.birthdate, onChange: setter("birthdate") }}
          month={{ value: fields.birthmonth, onChange: setter("birthmonth") }}
          year={{ value: fields.birthyear, onChange: setter("birthyear") }}
        />
        <DateParts
          legend={t("posts.dateOfDeath")}
          context={t("posts.death")}
          marked
          day={{ value: fields.deathdate, onChange: setter("deathdate") }}
          month={{ value: fields.deathmonth, onChange: setter("deathmonth") }}
          year={{ value: fields.deathyear, onChange: setter("deathyear") }}
        />
        {age !== null && age >= 0 ? (
          <p className="text-sm text-slate-600 sm:col-span-2" aria-live="polite">
            <T id="posts.age" values={{ age }} components={{ 0: <span className="font-medium text-slate-800" /> }} />
          </p>
        ) : null}
      </div>
      {(["Birth", "Death"] as const).map((which) => {
        const key = which === "Birth" ? "birth" : "death";
        const context = t(which === "Birth" ? "posts.birth" : "posts.death");
        return (
          <fieldset key={which}>
            <legend className={subLegend}>{t(which === "Birth" ? "posts.placeOfBirth" : "posts.placeOfDeath")}</legend>
            <div className="mt-3 grid gap-5 sm:grid-cols-3">
              <TextInput label={t("posts.place")} context={context} marked maxLength={LIMITS.placeMax} hint={t("posts.placeHint")} {...bind(`${key}place`)} />
              <TextInput label={t("posts.city")} context={context} marked maxLength={LIMITS.placeMax} {...bind(`${key}city`)} />
              <TextInput label={t("posts.country")} context={context} marked maxLength={LIMITS.placeMax} {...bind(`${key}country`)} />
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
  const t = useT();
  const funeral = t("posts.funeral");
  const contact = t("posts.contact");
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-3">
        <PickerField
          kind="date"
          label={t("posts.date")}
          context={funeral}
          name="funeralservicedate"
          value={fields.funeralservicedate}
          onChange={setter("funeralservicedate")}
        />
        <PickerField
          kind="time"
          label={t("posts.startTime")}
          context={funeral}
          marked
          name="funeralservicestarttime"
          value={fields.funeralservicestarttime}
          onChange={setter("funeralservicestarttime")}
        />
        <PickerField
          kind="time"
          label={t("posts.endTime")}
          context={funeral}
          marked
          name="funeralserviceendtime"
          value={fields.funeralserviceendtime}
          onChange={setter("funeralserviceendtime")}
        />
        <TextInput label={t("posts.address")} context={funeral} marked className="sm:col-span-3" maxLength={LIMITS.shortTextMax} {...bind("funeraladdress")} />
        <TextInput
          label={t("posts.virtualLink")}
          marked
          type="url"
          inputMode="url"
          className="sm:col-span-3"
          placeholder="https://"
          maxLength={LIMITS.urlMax}
          hint={t("posts.virtualLinkHint")}
          {...bind("virtualurl")}
        />
        <TimeZoneSelect className="sm:col-span-2" context={funeral} value={funeralZoneOf(fields)} onChange={setter("funeraltimezone")} />
      </div>
      <fieldset>
        <legend className={subLegend}>{t("posts.contactPerson")}</legend>
        <p className="mt-1 text-slate-600">{t("posts.contactPersonHint")}</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-3">
          <TextInput label={t("posts.name")} context={contact} maxLength={LIMITS.nameMax} {...bind("contactname")} />
          <TextInput label={t("posts.relationship")} context={contact} maxLength={LIMITS.nameMax} {...bind("contactrelationship")} />
          <TextInput
            label={t("posts.number")}
            context={contact}
            type="tel"
            inputMode="tel"
            maxLength={40}
            placeholder="+94 77 123 4567"
            {...bind("contactcontactnumber")}
          />
          <ContactPhoneVisibility form={form} />
        </div>
      </fieldset>
    </div>
  );
}

type Phase = "idle" | "saving" | "leaving";

/**
 * Create or edit a memorial (docs/spec.md section 2). Save Draft checks only checkDraft, Publish
 * checkPublish; each message is one toast that replaces the last. On submit the album's
 * chosen photos are uploaded one by one, then the post is saved and the user sent to the dashboard.
 */
export function PostForm({
  initial,
  blogId,
  published = false,
  coKeeper = false,
}: {
  initial?: PostFields;
  blogId?: string;
  published?: boolean;
  coKeeper?: boolean;
}) {
  const form = usePostForm(initial);
  const album = useAlbumQueue();
  const savePost = useSavePost();
  const navigate = useNavigate();
  const { access_token: token } = useSession();
  const t = useT();
  const localize = useLocalizeMessage();
  const problemText = useProblemText();
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
    // A place half typed and left behind a switch back to the anniversary is not kept (nor checked).
    const saved = { ...fields, remembrancecalendar: calendarForSave(fields.remembrancecalendar) };
    // Photos waiting in the album count for the publish rule: they go up before the post is saved.
    const withQueued = { ...saved, memoriwallimages: [...saved.memoriwallimages, ...album.items.map((item) => item.preview)] };
    const problem = draft ? checkDraft(saved) : checkPublish(withQueued);
    if (problem) {
      toast.error(problemText(problem), { id: FORM_TOAST_ID });
      return;
    }
    setPhase("saving");
    toast.loading(localize(draft ? MESSAGES.savingDraft : MESSAGES.publishing), { id: FORM_TOAST_ID });

    const images = [...fields.memoriwallimages];
    if (album.items.length > 0) {
      try {
        if (!token) throw new Error(MESSAGES.loginToAddImagesAlbum);
        await album.uploadAll(token, (url) => {
          images.push(url);
          form.appendAlbumImages([url]);
        });
      } catch {
        toast.error(localize(MESSAGES.uploadFailed), { id: FORM_TOAST_ID });
        setPhase("idle");
        return;
      }
    }

    try {
      const { id } = await savePost.mutateAsync({
        ...withFuneralZone(saved),
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
      toast.success(localize(draft ? MESSAGES.saved : MESSAGES.published), { id: FORM_TOAST_ID });
      setPhase("leaving");
      redirect.current = setTimeout(
        // A co-keeper's memorial is in "Kept with family", not in their own posts.
        () => navigate(coKeeper ? paths.dashboardKept : draft ? `${paths.dashboardPosts}?tab=draft` : paths.dashboardPosts),
        draft ? TIMINGS.redirectAfterDraftMs : TIMINGS.redirectAfterPublishMs,
      );
    } catch (error) {
      toast.error(errorMessage(error, localize(MESSAGES.anErrorOccurred)), { id: FORM_TOAST_ID });
      setPhase("idle");
    }
  }

  const editing = blogId !== undefined;
  const heading = t(editing ? "posts.editHeading" : "posts.createHeading");
  return (
    <div className="mx-auto w-full max-w-[66rem] px-4 pt-8 sm:px-6 lg:pt-12">
      <title>{pageTitle(heading)}</title>
      <header className="max-w-3xl lg:ml-[15rem]">
        <h1 className="font-serif text-3xl text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{t(editing ? "posts.editIntro" : "posts.createIntro")}</p>
        <p className="mt-3 text-slate-600">
          <T id="posts.markerNote" components={{ 0: <Marker /> }} />
        </p>
        {editing && published ? (
          <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">{t("posts.publishedNote")}</p>
        ) : null}
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,48rem)] lg:gap-8">
        <nav aria-label={t("posts.formSections")} className="hidden lg:block">
          <ol className="sticky top-24 space-y-0.5 border-l border-stone-200 text-sm">
            {FORM_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-slate-600 hover:border-accent-600 hover:text-slate-900"
                >
                  {t(section.key)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={heading} className="space-y-6">
          <Section id="about">
            <AboutThem form={form} onPortraitBusy={setPortraitBusy} />
          </Section>
          <Section id="family" intro={t("posts.familyIntro")}>
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
              <TextInput label={t("posts.primarySchool")} maxLength={LIMITS.shortTextMax} {...form.bind("primaryschool")} />
              <TextInput label={t("posts.highSchool")} marked maxLength={LIMITS.shortTextMax} {...form.bind("highschool")} />
              <TextInput label={t("posts.university")} marked maxLength={LIMITS.shortTextMax} {...form.bind("university")} />
            </div>
          </Section>
          <Section id="career">
            <TextArea label={t("posts.careerLabel")} marked rows={4} maxLength={2000} hint={t("posts.careerHint")} {...form.bind("career")} />
          </Section>
          <Section id="funeral" intro={t("posts.funeralIntro")}>
            <Funeral form={form} />
          </Section>
          <Section id="events" intro={t("posts.eventsIntro")}>
            <EventsSection events={fields.events} funeralZone={funeralZoneOf(fields)} onAdd={form.addEvent} onRemove={form.removeItem} />
          </Section>
          <Section id="remembrance" intro={t("posts.remembranceIntro")}>
            <RemembranceCalendarField form={form} />
          </Section>
          <Section id="story" intro={t("posts.storyIntro")}>
            <TextArea label={t("posts.story")} marked rows={10} maxLength={LIMITS.storyMax} {...form.bind("memorywall")} />
          </Section>
          <Section id="background">
            <BackgroundPicker value={fields.backgroundimage} onChange={form.setter("backgroundimage")} />
          </Section>
          <Section id="album" intro={t("posts.albumIntro")}>
            <AlbumDropzone
              images={fields.memoriwallimages}
              queued={album.items}
              busy={busy}
              onAdd={album.add}
              onRemoveImage={form.removeAlbumImage}
              onRemoveQueued={album.remove}
            />
          </Section>
          <Section id="creator" intro={t("posts.creatorIntro")}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextInput label={t("posts.yourName")} marked autoComplete="name" maxLength={LIMITS.nameMax} {...form.bind("postcreatorname")} />
              <TextInput
                label={t("posts.yourRelationship")}
                marked
                maxLength={LIMITS.nameMax}
                placeholder={t("posts.yourRelationshipExample")}
                {...form.bind("postcreatorrelationship")}
              />
              <TextInput
                label={t("posts.yourMobile")}
                marked
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={40}
                {...form.bind("postcreatorcontactnumber")}
              />
              <TextInput
                label={t("posts.yourEmail")}
                marked
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={LIMITS.emailMax}
                {...form.bind("postcreatoremail")}
              />
              <PostVisibilityField form={form} />
            </div>
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:mb-8 sm:rounded-xl sm:border sm:px-5 sm:pb-3 sm:shadow-sm">
            <div className="flex items-center gap-3">
              <p className="hidden flex-1 text-slate-600 sm:block">{t(busy ? "posts.pleaseWait" : "posts.saveHint")}</p>
              <Button variant="secondary" className="flex-1 sm:flex-none" disabled={busy} onClick={() => void submit(true)}>
                {t("posts.saveDraft")}
              </Button>
              <Button className="flex-1 sm:flex-none" disabled={busy} onClick={() => void submit(false)}>
                {t("posts.publish")}
              </Button>
            </div>
          </div>
        </form>
      </div>
    </div>
  );
}
