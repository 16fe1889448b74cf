import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
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
