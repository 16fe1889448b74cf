import { Demo, ShowcaseSection } from "../showcase-section";
import { GridDemo } from "./grid-demo";
import { IconSet } from "./icon-set";
import { PaletteSwatches } from "./palette-swatches";
import { ShadowSamples } from "./shadow-samples";
import { TypographyScale } from "./typography-scale";

export function FoundationSection() {
  return (
    <ShowcaseSection id="foundation">
      <Demo id="palette" isWide>
        <PaletteSwatches />
      </Demo>
      <Demo id="typography" isWide>
        <TypographyScale />
      </Demo>
      <Demo id="shadows" isWide>
        <ShadowSamples />
      </Demo>
      <Demo id="grid" isWide>
        <GridDemo />
      </Demo>
      <Demo id="icons" isWide>
        <IconSet />
      </Demo>
    </ShowcaseSection>
  );
}
