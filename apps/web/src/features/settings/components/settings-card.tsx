import type { ReactNode } from "react";
import { AccountPage } from "../../../components/account-page";

/** The heading and white card every settings screen sits in. */
export function SettingsScreen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <AccountPage headingId="settings-heading" title={title} intro={intro}>
      {children}
    </AccountPage>
  );
}

export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-4 w-full font-serif text-lg text-slate-900">{title}</legend>
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
