import { Demo, ShowcaseSection } from "../showcase-section";
import { JobsChart } from "../extras/jobs-chart";
import { BackOfficeProviders, DetailDemo, FormDemo, ListDemo, UploadDemo } from "./back-office-demos";

// The building blocks every back-office screen is made of (docs/dashboard.md).
export function BackOfficeSection() {
  return (
    <ShowcaseSection id="backOffice">
      <BackOfficeProviders>
        <Demo id="list" isWide>
          <ListDemo />
        </Demo>
        <Demo id="form">
          <FormDemo />
        </Demo>
        <Demo id="detail">
          <DetailDemo />
        </Demo>
        <Demo id="upload">
          <UploadDemo />
        </Demo>
        <Demo id="chart">
          <JobsChart />
        </Demo>
      </BackOfficeProviders>
    </ShowcaseSection>
  );
}
