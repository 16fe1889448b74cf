import type { ServiceSlug } from "@/lib/content/services";

// The site's pictures: flat SVG illustrations drawn for the project
// (public/images, listed in public/CREDITS.md). They only decorate a text
// that says the same, so their alt is empty (issue #16).
export const ILLUSTRATIONS = {
  home: ["/images/home/living-room.svg", "/images/home/moving-out.svg", "/images/home/office.svg"],
  countryside: "/images/countryside.svg",
  team: "/images/team.svg",
  career: "/images/career.svg",
} as const;

export const serviceIllustration = (slug: ServiceSlug) => `/images/services/${slug}.svg`;

// The viewBox of every picture but the home slides' (4:3).
export const PICTURE_SIZE = { width: 480, height: 320 };

// How early a picture is fetched: "priority" for one in the first screen on
// a phone; "eager" for one in the first screen only on wide screens (fetched
// with the page, at the browser's low priority for pictures off screen); "lazy"
// for one further down, fetched when it nears the screen.
type Loading = "priority" | "eager" | "lazy";
const LOADING_ATTRIBUTES = {
  priority: { fetchPriority: "high" },
  eager: { decoding: "async" },
  lazy: { loading: "lazy", decoding: "async" },
} as const;

// A plain <img> with its intrinsic size, so the box is reserved before the
// file arrives (stylesheets scale it with `height: auto`). next/image would
// add its client component to pages that ship no other script for pictures,
// and has nothing to optimise in an SVG.
export function Illustration({
  src,
  className,
  loading = "lazy",
  size = PICTURE_SIZE,
}: {
  src: string;
  className?: string;
  loading?: Loading;
  size?: { width: number; height: number };
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={src}
      alt=""
      width={size.width}
      height={size.height}
      className={className}
      {...LOADING_ATTRIBUTES[loading]}
    />
  );
}
