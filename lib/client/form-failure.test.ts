import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { ZCreateShift } from "@/lib/validation/rota";
import { apiRequest } from "@/tests/helpers";
import { ApiError, apiFetch } from "./api-client";
import { formFailure, isOnFields } from "./form-failure";

// What a form is told after the API client met this answer: the error, the
// fields put on the form (all of `shown`), and the summary.
async function failureOf(answer: Response, shown: readonly string[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer),
  );
  const error = await apiFetch("/api/x", { body: {} }).catch((caught: unknown) => caught);
  const placed: Record<string, string> = {};
  const failure = formFailure(error, (name, message) => {
    if (!shown.includes(name)) return false;
    placed[name] = message;
    return true;
  });
  return { error, placed, failure };
}

// The answer of the real route wrapper to what a service threw.
const answerTo = (thrown: AppError) =>
  route({ auth: "public" }, async () => {
    throw thrown;
  })(apiRequest("/api/x", { method: "GET" }));

describe("formFailure", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("puts a 400's fields on the form and sums it up without the API's field names", async () => {
    // An empty new shift, as the API answers it.
    const create = route({ auth: "public", body: ZCreateShift }, async () => ({}));
    const answer = await create(apiRequest("/api/rota/createrota", { body: {} }));
    const { error, placed, failure } = await failureOf(answer, ["cleanerId", "location", "startsAt", "endsAt"]);
    // The API's own body still names the fields, for its callers...
    expect((error as ApiError).message).toMatch(/^Invalid input: .*cleanerId/);
    // ...the form shows their messages, and an empty id is a missing one.
    expect(placed.cleanerId).toBe("This field is required.");
    expect(failure).toEqual({ key: "checkFields", unplaced: [] });
    expect(isOnFields(failure)).toBe(true);
  });

  it("says in the summary what it could not put on a field, never the top-level message", async () => {
    const answer = await answerTo(
      new AppError("BAD_REQUEST", "Invalid input: userClientId, jobStage", {
        fields: { userClientId: "Choose the client of the job.", jobStage: "Choose a stage." },
      }),
    );
    const shownClient = await failureOf(answer.clone(), ["userClientId"]);
    expect(shownClient.failure).toEqual({ key: "checkFields", unplaced: ["Choose a stage."] });
    expect(isOnFields(shownClient.failure)).toBe(false);
    const shownNone = await failureOf(answer, []);
    expect(shownNone.failure).toEqual({ text: "Choose the client of the job. Choose a stage." });
  });

  it.each([
    ["a 400 without fields", new AppError("BAD_REQUEST", "The file is empty."), { text: "The file is empty." }],
    [
      "a 409 naming a field",
      new AppError("CONFLICT", "A Pending job needs a cleaner.", { fields: { jobStage: "Assign a cleaner." } }),
      { text: "A Pending job needs a cleaner." },
    ],
    ["a 403", new AppError("FORBIDDEN", "Cleaners cannot create jobs."), { text: "Cleaners cannot create jobs." }],
    ["a 429", new AppError("TOO_MANY_REQUESTS", "Too many."), { key: "tooManyAttempts" }],
  ] as const)("keeps the server's sentence for %s", async (_case, thrown, expected) => {
    expect((await failureOf(await answerTo(thrown), ["jobStage"])).failure).toEqual(expected);
  });

  it("says how long to wait when a 429 says it (Retry-After), in whole minutes", async () => {
    const thrown = new AppError("TOO_MANY_REQUESTS", "Too many attempts.", { headers: { "Retry-After": "224" } });
    expect((await failureOf(await answerTo(thrown), [])).failure).toEqual({ key: "tooManyAttemptsIn", minutes: 4 });
  });

  it("says no connection when there was no answer", () => {
    expect(formFailure(new ApiError("Something went wrong", 0), () => true)).toEqual({ key: "network" });
    expect(formFailure(new TypeError("x"), () => true)).toEqual({ key: "network" });
  });
});
