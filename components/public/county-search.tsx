"use client";

import { useEffect, useRef, useState } from "react";
import { filterCounties, type CountySlug, type ProvinceSlug } from "@/lib/content/counties";
import styles from "./county-search.module.css";
import form from "./form.module.css";

export type SearchProvince = {
  slug: ProvinceSlug;
  label: string;
  // englishName: searched as well, so a Latin "Cork" finds كورك on the Arabic page.
  counties: { slug: CountySlug; name: string; englishName: string; href: string }[];
};

type CountySearchProps = { label: string; notFound: string; provinces: SearchProvince[] };

// The /areascovered search (spec §2): counties filtered by substring of their
// name or their English name, ignoring case and accents, grouped by province;
// 'Location not found' when none match.
// The server passes the names and links in the page's language (AreasSearch),
// so this is a plain input over a plain list: no MUI, no translation runtime.
export function CountySearch({ label, notFound, provinces }: CountySearchProps) {
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // What a visitor typed while the page's scripts were still on their way
  // (the box is drawn by the server) searches as soon as they have arrived.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const visible = filterCounties(provinces, query, (county) => [county.name, county.englishName]);

  return (
    <>
      <label className={`${form.field} ${styles.field}`}>
        <span className={form.label}>{label}</span>
        <input
          ref={input}
          className={form.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls="county-results"
          autoComplete="off"
        />
      </label>
      <div id="county-results" aria-live="polite">
        {visible.length === 0 && (
          <p role="status" className={styles.none}>
            {notFound}
          </p>
        )}
        <div className={styles.provinces}>
          {visible.map((province) => (
            <section key={province.slug} aria-labelledby={`province-${province.slug}`}>
              <h2 id={`province-${province.slug}`} className={styles.province}>
                {province.label}
              </h2>
              <ul className={styles.counties}>
                {province.counties.map((county) => (
                  <li key={county.slug}>
                    <a href={county.href}>{county.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
