import { Demo, ShowcaseSection } from "../showcase-section";
import { ImageUpload } from "./image-upload";
import { IrelandMap } from "./ireland-map";
import { MarkdownEditor } from "./markdown-editor";

// An editor (its preview by react-markdown), a multi-picture drop zone and a
// map of the provinces, with nothing fetched at run time.
export function ExtrasSection() {
  return (
    <ShowcaseSection id="extras">
      <Demo id="editor" isWide>
        <MarkdownEditor />
      </Demo>
      <Demo id="imageUpload" isWide>
        <ImageUpload />
      </Demo>
      <Demo id="map" isWide>
        <IrelandMap />
      </Demo>
    </ShowcaseSection>
  );
}
