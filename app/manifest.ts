import type { MetadataRoute } from "next";

// The web app manifest: name, colours and icons for "add to home screen".
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Emerald Clean",
    short_name: "Emerald Clean",
    description: "Home and office cleaning across Ireland",
    start_url: "/",
    display: "standalone",
    background_color: "#f7f9f8",
    theme_color: "#007a52",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/favicon.ico", sizes: "32x32", type: "image/x-icon" },
    ],
  };
}
