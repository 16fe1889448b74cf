import { Demo, ShowcaseSection } from "../showcase-section";
import { AccordionDemo } from "./accordion-demo";
import { AlertsDemo } from "./alerts-demo";
import { ButtonDemo } from "./button-demo";
import { ChipsDemo } from "./chips-demo";
import { DialogDemo } from "./dialog-demo";
import { PaginationDemo } from "./pagination-demo";
import { ProgressDemo } from "./progress-demo";
import { SelectionControlsDemo } from "./selection-controls-demo";
import { SnackbarDemo } from "./snackbar-demo";
import { TableDemo } from "./table-demo";
import { TabsDemo } from "./tabs-demo";
import { TextFieldDemo } from "./text-field-demo";
import { TooltipDemo } from "./tooltip-demo";

export function WidgetsSection() {
  return (
    <ShowcaseSection id="widgets">
      <Demo id="buttons" isWide>
        <ButtonDemo />
      </Demo>
      <Demo id="textFields">
        <TextFieldDemo />
      </Demo>
      <Demo id="selectionControls">
        <SelectionControlsDemo />
      </Demo>
      <Demo id="chips">
        <ChipsDemo />
      </Demo>
      <Demo id="alerts">
        <AlertsDemo />
      </Demo>
      <Demo id="table" isWide>
        <TableDemo />
      </Demo>
      <Demo id="tabs">
        <TabsDemo />
      </Demo>
      <Demo id="accordion">
        <AccordionDemo />
      </Demo>
      <Demo id="dialog">
        <DialogDemo />
      </Demo>
      <Demo id="snackbar">
        <SnackbarDemo />
      </Demo>
      <Demo id="progress">
        <ProgressDemo />
      </Demo>
      <Demo id="tooltip">
        <TooltipDemo />
      </Demo>
      <Demo id="pagination" isWide>
        <PaginationDemo />
      </Demo>
    </ShowcaseSection>
  );
}
