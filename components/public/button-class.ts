import styles from "./button.module.css";

export type ButtonLook = {
  variant?: "contained" | "outlined";
  tone?: "primary" | "secondary";
  size?: "small" | "medium" | "large";
};

// The class names of a public button (button.module.css), for a <button> or an <a>.
export function buttonClass(
  { variant = "contained", tone = "primary", size = "medium" }: ButtonLook = {},
  extra?: string,
) {
  return [
    styles.button,
    styles[variant],
    variant === "contained" && styles[tone],
    size !== "medium" && styles[size],
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

export const iconButtonClass = styles.icon;
