"use client";

import Button, { type ButtonProps } from "@mui/material/Button";
import MuiLink, { type LinkProps as MuiLinkProps } from "@mui/material/Link";
import { Link } from "@/lib/i18n/navigation";

// MUI components rendered as the locale-aware Link. They are client
// components because a server component cannot hand a component (Link) to a
// client one as a prop.

export function ButtonLink({ href, ...props }: Omit<ButtonProps, "href"> & { href: string }) {
  return <Button component={Link} href={href} {...props} />;
}

export function TextLink({ href, ...props }: Omit<MuiLinkProps, "href"> & { href: string }) {
  return <MuiLink component={Link} href={href} {...props} />;
}
