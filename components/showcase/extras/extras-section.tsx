import { Demo, ShowcaseSection } from "../showcase-section";
import { ImageUpload } from "./image-upload";
import { IrelandMap } from "./ireland-map";
import { JobsChart } from "./jobs-chart";
import { MarkdownEditor } from "./markdown-editor";

// Built in-house: no chart, editor, upload or map library, and nothing fetched at run time.
export function ExtrasSection() {
  return (
    <ShowcaseSection id="extras">
      <Demo id="chart" isWide>
        <JobsChart />
      </Demo>
      <Demo id="editor" isWide>
        <MarkdownEditor />
      </Demo>
      <Demo id="upload" isWide>
        <ImageUpload />
      </Demo>
      <Demo id="map" isWide>
        <IrelandMap />
      </Demo>
    </ShowcaseSection>
  );
}
