import Link from "next/link";

// Requests outside any locale (rare: the middleware adds one) end here.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <title>404: Not Found</title>
        <h1>404: Not Found</h1>
        <p>Sorry, the page you are looking for does not exist.</p>
        <Link href="/">Go to home</Link>
      </body>
    </html>
  );
}
