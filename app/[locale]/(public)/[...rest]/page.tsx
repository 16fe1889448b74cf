import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

// not-found.tsx cannot set metadata, so the page that triggers it does.
export async function generateMetadata() {
  return { title: { absolute: (await getTranslations("Errors"))("notFoundTitle") } };
}

// Any unknown public path renders the localized not-found page.
export default function CatchAll() {
  notFound();
}
