import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { HeroCarousel } from "@/components/public/home/hero-carousel";
import { ILLUSTRATIONS } from "@/components/public/illustration";
import {
  BookingAndContact,
  FeaturedServices,
  HowItWorks,
  NumbersSection,
  TestimonialsSection,
  WhyChooseUs,
} from "@/components/public/home/sections";
import { JsonLd } from "@/components/public/json-ld";
import { COUNTIES } from "@/lib/content/counties";
import { site } from "@/lib/content/site";
import type { Locale } from "@/lib/i18n/routing";
import { localizedUrl, publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return publicMetadata({ locale, path: "/", title: t("homeTitle"), description: t("homeDescription") });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("Home");
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "HouseCleaningService",
          name: "Emerald Clean",
          url: localizedUrl(locale, "/"),
          telephone: site.phone,
          email: site.email,
          openingHours: "Mo-Su 00:00-23:59",
          areaServed: COUNTIES.map((county) => ({
            "@type": "AdministrativeArea",
            name: `County ${county[0]!.toUpperCase()}${county.slice(1)}`,
          })),
        }}
      />
      <HeroCarousel
        slides={(["s1", "s2", "s3"] as const).map((key, i) => ({
          title: t(`slides.${key}.title`),
          text: t(`slides.${key}.text`),
          image: ILLUSTRATIONS.home[i]!,
        }))}
        labels={{
          carousel: t("carouselLabel"),
          carouselRole: t("carouselRole"),
          slideRole: t("slideRole"),
          contactUs: t("contactUs"),
          previous: t("previousSlide"),
          next: t("nextSlide"),
          goToSlide: [1, 2, 3].map((number) => t("goToSlide", { number })),
        }}
      />
      <WhyChooseUs />
      <FeaturedServices count={7} title={t("featuredTitle")} />
      <NumbersSection />
      <HowItWorks />
      <BookingAndContact />
      <TestimonialsSection />
    </>
  );
}
