import { useState, type InputHTMLAttributes } from "react";
import { Eye, EyeOff } from "lucide-react";
import { useT } from "../../lib/i18n";
import { TextField } from "./field";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string };

/** A password input with a show/hide toggle inside the box. */
export function PasswordField({ label, ...props }: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      label={label}
      type={visible ? "text" : "password"}
      {...props}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? "ui.hidePassword" : "ui.showPassword", { label: label.toLowerCase() })}
          aria-pressed={visible}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-stone-100 hover:text-slate-800"
        >
          <Icon className="size-[18px]" aria-hidden="true" />
        </button>
      }
    />
  );
}
