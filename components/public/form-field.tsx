import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useIsHydrated } from "@/lib/client/use-is-hydrated";
import { buttonClass } from "./button-class";
import styles from "./form.module.css";

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  label: string;
  // Shown below the box; an error replaces the hint.
  hint?: string;
  error?: string;
  multiline?: boolean;
  // Across both columns on a wide screen.
  wide?: boolean;
  ref?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
};

// One field of a public form: its label, the box, and what is wrong with it
// (read out with the field, through aria-describedby).
export function FormField({ label, hint, error, multiline = false, wide = false, ...input }: FormFieldProps) {
  const id = useId();
  const help = error ?? hint;
  const helpId = `${id}-help`;
  const shared = {
    id,
    className: styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": help ? helpId : undefined,
  };
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} rows={3} />
      ) : (
        <input {...input} {...shared} />
      )}
      {help && (
        <p id={helpId} className={error ? styles.error : styles.hint}>
          {help}
        </p>
      )}
    </div>
  );
}

type FormSelectProps<T extends string | number> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

// A labelled choice from a short list: the browser's own select, which on a
// phone opens the system's picker.
export function FormSelect<T extends string | number>({ label, value, options, onChange }: FormSelectProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={`${styles.input} ${styles.select}`}
        value={String(value)}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)!.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// A group of radio buttons or checkboxes under one question, across both
// columns of a form's grid; its error is read out with the group.
export function ChoiceGroup({
  legend,
  error,
  columns = false,
  children,
}: {
  legend: string;
  error?: string;
  // The choices in two columns on a wide screen rather than in a row.
  columns?: boolean;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className={`${styles.group} ${styles.wide}`} aria-describedby={error ? errorId : undefined}>
      <legend className={error ? `${styles.label} ${styles.invalid}` : styles.label}>{legend}</legend>
      <div className={columns ? styles.columns : styles.choices}>{children}</div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & {
  type: "radio" | "checkbox";
  label: string;
};

export function Choice({ label, ...input }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input {...input} className={styles.choiceInput} />
      {label}
    </label>
  );
}

// A form's send button. While sending it is aria-disabled rather than
// disabled, so it keeps the focus, and a click (or Enter in a field, which
// the browser turns into one) sends nothing a second time.
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  // Disabled (as it looks, not greyed) until the page has hydrated: a submit
  // before then would be the browser's own, not the form's. What was typed
  // stays, as these fields are the browser's own too (react-hook-form's register).
  const isHydrated = useIsHydrated();
  return (
    <button
      type="submit"
      disabled={!isHydrated}
      className={buttonClass({ size: "large" }, styles.submit)}
      aria-disabled={isSubmitting || undefined}
      onClick={(event) => {
        if (isSubmitting) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
