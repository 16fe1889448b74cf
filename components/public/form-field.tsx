import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
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

// A group of radio buttons or checkboxes under one question.
export function ChoiceGroup({
  legend,
  wide = true,
  children,
}: {
  legend: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={wide ? `${styles.group} ${styles.wide}` : styles.group}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choices}>{children}</div>
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
// disabled: it keeps the focus, and the form ignores a second click.
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={buttonClass({ size: "large" }, styles.submit)}
      aria-disabled={isSubmitting || undefined}
    >
      {children}
    </button>
  );
}
