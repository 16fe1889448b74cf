import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { likeOperator } from "@/lib/server/sql/dialect";
import type { TUserFilter, TUserSort } from "@/lib/validation/users";

// The filter and order shared by the user list and its CSV export, so the
// export holds exactly the rows the list pages through.
//
// Written in SQL rather than as a Prisma `where` for one reason: phone
// numbers are stored as typed ("087 123 4567", "+353 87 123 4567") and the
// search compares their digits only, which needs an expression on the
// column. Over 10,000 accounts the scan is not what costs: the count reads
// every row in about 1.5 ms, the page stops at its 100th match in 0.3 ms (a
// stored, lower-cased search column saved 0.3 ms, not worth a second copy of
// the data). bench/api.mjs measures the whole answer; role, status and
// company use their indexes, and the default order the (lastName, firstName) one.

// The digits of the stored phone number, without the separators zIrishPhone allows.
const PHONE_DIGITS = Prisma.raw(
  `REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(u."phoneNumber", ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')`,
);

// likeOperator() ignores the case of ASCII letters on either engine
// (../sql/dialect.ts); % and _ typed in a search are matched as themselves.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A word that can be (part of) a phone number: digits and the separators
// people type between them.
const isNumberLike = (word: string) => /^[+(]?[\d().-]+$/.test(word) && /\d/.test(word);

export type SearchTerm = { words: string[]; digits: string | null };

// The search's words, with the words of a number typed in groups ("087 123
// 4567", "+353 86 555") kept together: its digits are compared as one
// sequence, "+353…" and "00353…" read as the national "0…".
export function searchTerms(search: string | undefined): SearchTerm[] {
  const groups: string[][] = [];
  for (const word of search?.split(/\s+/).filter(Boolean) ?? []) {
    const last = groups.at(-1);
    if (last && isNumberLike(word) && last.every(isNumberLike)) last.push(word);
    else groups.push([word]);
  }
  return groups.map((words) => {
    const joined = words.join("");
    const digits = isNumberLike(joined) ? joined.replace(/^(?:\+|00)353/, "0").replace(/\D/g, "") : null;
    return { words, digits };
  });
}

// A term matches when each of its words is in the first name, last name or
// e-mail, or when its digits are in the phone number's (in either form).
function termMatches({ words, digits }: SearchTerm): Prisma.Sql {
  const text = Prisma.join(
    words.map((word) => {
      const pattern = containsPattern(word);
      const like = Prisma.raw(likeOperator());
      return Prisma.sql`(u."firstName" ${like} ${pattern} ESCAPE '\\' OR u."lastName" ${like} ${pattern} ESCAPE '\\' OR u."email" ${like} ${pattern} ESCAPE '\\')`;
    }),
    " AND ",
  );
  if (!digits) return Prisma.sql`(${text})`;
  // Stored numbers are national (087…) or international (+353 87…, 00353 87…):
  // a number typed from its 0 is looked for in both forms.
  const phone = digits.startsWith("0")
    ? Prisma.sql`${PHONE_DIGITS} LIKE ${`%${digits}%`} OR ${PHONE_DIGITS} LIKE ${`%353${digits.slice(1)}%`}`
    : Prisma.sql`${PHONE_DIGITS} LIKE ${`%${digits}%`}`;
  return Prisma.sql`((${text}) OR ${phone})`;
}

// WHERE of the users the actor may list that match the filter: every term of
// the search must match (searchTerms, termMatches).
// Administrators never see Super Administrator accounts.
export function userFilterSql(actor: SessionUser, filter: TUserFilter): Prisma.Sql {
  const conditions = [
    actor.role === "SuperAdministrator" ? Prisma.sql`1 = 1` : Prisma.sql`u."role" <> 'SuperAdministrator'`,
    ...(filter.role ? [Prisma.sql`u."role" = ${filter.role}`] : []),
    ...(filter.status ? [Prisma.sql`u."status" = ${filter.status}`] : []),
    ...(filter.companyId ? [Prisma.sql`u."companyId" = ${filter.companyId}`] : []),
    ...searchTerms(filter.search).map(termMatches),
  ];
  return Prisma.join(conditions, " AND ");
}

// Column names come from this table only, never from the request.
const SORT_COLUMNS: Record<TUserSort["sortBy"], string> = {
  lastName: `u."lastName"`,
  email: `u."email"`,
  role: `u."role"`,
  status: `u."status"`,
  createdAt: `u."createdAt"`,
};

// ORDER BY of the list: the chosen column, then the id so that pages never
// overlap. People sorted by name are sorted by first name within a last name.
export function userOrderSql({ sortBy, sortDir }: TUserSort): Prisma.Sql {
  const dir = sortDir === "desc" ? "DESC" : "ASC";
  const columns =
    sortBy === "lastName" ? [`u."lastName" ${dir}`, `u."firstName" ${dir}`] : [`${SORT_COLUMNS[sortBy]} ${dir}`];
  return Prisma.raw([...columns, `u."id" ASC`].join(", "));
}
