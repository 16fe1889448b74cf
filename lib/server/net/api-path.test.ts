import { describe, expect, it } from "vitest";
import { lowerCaseApiPath } from "./api-path";

describe("lowerCaseApiPath", () => {
  it.each([
    ["/api/Enquiry/CreateEnquiry", "/api/enquiry/createenquiry"],
    ["/api/enquiry/getEnquiryById?id=AbC-12", "/api/enquiry/getenquirybyid?id=AbC-12"],
    ["/API/Job/Jobs#Top", "/api/job/jobs#Top"],
    ["/Api", "/api"],
    ["/api?Q=X", "/api?Q=X"],
  ])("folds the path of %s, not its query", (url, expected) => {
    expect(lowerCaseApiPath(url)).toBe(expected);
  });

  it.each(["/api/job/jobs", "/api/job/jobs?Page=2", "/Locations/Dublin", "/apiary/Bees", "/fr/API/x", "/"])(
    "leaves %s alone",
    (url) => {
      expect(lowerCaseApiPath(url)).toBe(url);
    },
  );

  it("answers the very string when nothing changes", () => {
    const url = "/api/health/live";
    expect(lowerCaseApiPath(url)).toBe(url);
  });
});
