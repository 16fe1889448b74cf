"use client";

import { useTranslations } from "next-intl";
import { SERVICES } from "@/lib/content/services";

// Services are stored by their English name (spec §3 "Selected Items: …",
// the job's service); screens show the name in the page's language.
export function useServiceLabel() {
  const t = useTranslations("ServiceContent");
  return (name: string): string => {
    const service = SERVICES.find((candidate) => candidate.name === name);
    return service ? t(`${service.slug}.title` as never) : name;
  };
}
