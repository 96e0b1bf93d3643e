import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "react-router";
import { Camera } from "lucide-react";
import { SOCIAL_KEYS, type SocialKey } from "@kma/core/enums";
import { LIMITS } from "@kma/core/limits";
import { checkUpdateProfile } from "@kma/core/users/user-rules";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { TextField, inputClass, labelClass } from "../../../components/ui/field";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "../../../components/ui/social-icons";
import { PageLoader } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useLocalizeMessage, useT } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { imageVariant } from "../../../lib/upload-image";
import { useOwnProfile, type OwnProfile } from "../api/get-own-profile";
import { useUpdateProfile } from "../api/update-profile";
import { useUploadProfileImage } from "../api/update-profile-img";
import { SettingsGroup, SettingsScreen } from "./settings-card";

const PHOTO_TYPES = ["image/jpeg", "image/png"];
// The sites' own names: the same in both languages.
const SOCIAL: Record<SocialKey, { label: string; Icon: typeof InstagramIcon; placeholder: string }> = {
  instagram: { label: "Instagram", Icon: InstagramIcon, placeholder: "https://instagram.com/yourname" },
  facebook: { label: "Facebook", Icon: FacebookIcon, placeholder: "https://facebook.com/yourname" },
  x: { label: "X", Icon: TwitterIcon, placeholder: "https://x.com/yourname" },
};
const SOCIAL_ORDER: SocialKey[] = ["instagram", "facebook", "x"];

/** /settings/edit-profile (docs/spec.md "Settings", sections 5 and 8). */
export function EditProfilePage() {
  const session = useSession();
  const profile = useOwnProfile(session.access_token === null ? "" : session.username);
  const t = useT();

  return (
    <SettingsScreen title={t("settings.editProfile")} intro={t("settings.editProfileIntro")}>
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-8 text-center">
          <p className="text-red-900">{profile.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={() => void profile.refetch()}>
            {t("settings.tryAgain")}
          </Button>
        </div>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </SettingsScreen>
  );
}

function ProfilePhoto({ profile }: { profile: OwnProfile }) {
  const info = profile.personal_info;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage(info.username);
  const inputId = useId();
  const t = useT();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    if (!PHOTO_TYPES.includes(chosen.type)) {
      toast.error(t("messages.profilePhotoTypeInvalid"));
      return;
    }
    if (chosen.size > LIMITS.imageMaxBytes) {
      toast.error(t("messages.fileTooLarge"));
      return;
    }
    setFile(chosen);
  }

  function send() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setPreview(null);
      },
    });
  }

  const shown = preview ?? (info.profile_img ? imageVariant(info.profile_img, 320) : "");
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="relative">
        <Avatar key={shown} src={shown} name={info.fullname || info.username} className="size-32 text-4xl ring-4 ring-white shadow-md sm:size-36" />
        <label
          htmlFor={inputId}
          className="absolute right-1 bottom-1 inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-slate-800 text-white shadow-md ring-2 ring-white hover:bg-slate-900"
        >
          <Camera className="size-[18px]" aria-hidden="true" />
          <span className="sr-only">{t("settings.choosePhoto")}</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".jpeg,.jpg,.png,image/jpeg,image/png"
          onChange={choose}
          className="sr-only"
          disabled={upload.isPending}
        />
      </div>
      {file ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={send} disabled={upload.isPending}>
            {t("settings.upload")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={upload.isPending}
            onClick={() => {
              setFile(null);
              setPreview(null);
            }}
          >
            {t("settings.cancel")}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()}>
          {t("settings.changePhoto")}
        </Button>
      )}
      <p className="max-w-[12rem] text-xs leading-relaxed text-slate-500">{t("settings.photoHint")}</p>
    </div>
  );
}

function ProfileForm({ profile }: { profile: OwnProfile }) {
  const info = profile.personal_info;
  // The owner's answer always has it; the shape makes it optional because others' answers do not.
  const [mobilenumber, setMobile] = useState(info.mobilenumber ?? "");
  const [residence, setResidence] = useState(info.residence);
  const [username, setUsername] = useState(info.username);
  const [bio, setBio] = useState(info.bio);
  const [social, setSocial] = useState<Record<SocialKey, string>>(
    () => Object.fromEntries(SOCIAL_KEYS.map((key) => [key, profile.social_links[key] ?? ""])) as Record<SocialKey, string>,
  );
  const update = useUpdateProfile(profile);
  const bioId = useId();
  const counterId = useId();
  const t = useT();
  const localize = useLocalizeMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      mobilenumber: mobilenumber.trim(),
      residence: residence.trim(),
      username: username.trim(),
      bio,
      social_links: { instagram: social.instagram.trim(), facebook: social.facebook.trim(), x: social.x.trim() },
    };
    const problem = checkUpdateProfile(input);
    if (problem) {
      toast.error(localize(problem));
      return;
    }
    update.mutate(input);
  }

  const left = LIMITS.bioMax - bio.length;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8 lg:flex lg:gap-10">
      <div className="lg:w-44 lg:shrink-0">
        <ProfilePhoto profile={profile} />
        <p className="mt-4 text-center text-sm">
          <Link to={paths.user(info.username)} className="font-medium text-accent-700 underline-offset-4 hover:underline">
            {t("settings.viewProfile")}
          </Link>
        </p>
      </div>

      <form onSubmit={submit} noValidate className="mt-8 min-w-0 flex-1 space-y-8 lg:mt-0">
        <SettingsGroup title={t("settings.groupAccount")}>
          <TextField label={t("settings.fullName")} name="fullname" value={info.fullname} disabled readOnly />
          <TextField label={t("settings.email")} name="email" type="email" value={info.email} disabled readOnly />
          <p className="-mt-2 text-slate-600">{t("settings.nameLocked")}</p>
          <div>
            <label htmlFor="username" className={labelClass}>
              {t("settings.username")}
            </label>
            <div className="relative mt-1.5">
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-400">
                @
              </span>
              <input
                id="username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                className={`${inputClass} h-11 pl-8`}
              />
            </div>
          </div>
        </SettingsGroup>

        <SettingsGroup title={t("settings.groupContact")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t("settings.mobileNumber")}
              name="mobilenumber"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+94 77 123 4567"
              value={mobilenumber}
              onChange={(event) => setMobile(event.target.value)}
            />
            <TextField
              label={t("settings.residenceCountry")}
              name="residence"
              autoComplete="country-name"
              placeholder={t("settings.residencePlaceholder")}
              value={residence}
              onChange={(event) => setResidence(event.target.value)}
            />
          </div>
        </SettingsGroup>

        <SettingsGroup title={t("settings.groupAbout")}>
          <div>
            <label htmlFor={bioId} className={labelClass}>
              {t("settings.bio")}
            </label>
            <textarea
              id={bioId}
              name="bio"
              rows={4}
              maxLength={LIMITS.bioMax}
              aria-describedby={counterId}
              placeholder={t("settings.bioPlaceholder")}
              value={bio}
              onChange={(event) => setBio(event.target.value)}
              className={`${inputClass} mt-1.5 resize-none py-2.5 leading-relaxed`}
            />
            <p id={counterId} aria-live="polite" className={`mt-1.5 text-right text-sm ${left <= 10 ? "text-red-700" : "text-slate-500"}`}>
              {t("settings.charactersLeft", { count: left })}
            </p>
          </div>
        </SettingsGroup>

        <SettingsGroup title={t("settings.groupSocial")}>
          {SOCIAL_ORDER.map((key) => {
            const { label, Icon, placeholder } = SOCIAL[key];
            return (
              <div key={key}>
                <label htmlFor={`social-${key}`} className={labelClass}>
                  {label}
                </label>
                <div className="relative mt-1.5">
                  <Icon className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-slate-400" />
                  <input
                    id={`social-${key}`}
                    name={key}
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder={placeholder}
                    value={social[key]}
                    onChange={(event) => setSocial((links) => ({ ...links, [key]: event.target.value }))}
                    className={`${inputClass} h-11 pl-10`}
                  />
                </div>
              </div>
            );
          })}
        </SettingsGroup>

        <div className="flex justify-end border-t border-stone-200 pt-6">
          <Button type="submit" disabled={update.isPending} className="max-sm:w-full">
            {t("settings.update")}
          </Button>
        </div>
      </form>
    </div>
  );
}
