import Typography from "@mui/material/Typography";
import { Fragment } from "react";
import { parseMarkdown, type Inline } from "./markdown";

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    part.kind === "bold" ? (
      <strong key={index}>{part.text}</strong>
    ) : part.kind === "italic" ? (
      <em key={index}>{part.text}</em>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

// React elements only: whatever is typed is shown as text, never run as HTML.
export function MarkdownPreview({ source, emptyText }: { source: string; emptyText: string }) {
  const blocks = parseMarkdown(source);
  if (blocks.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return blocks.map((block, index) =>
    block.kind === "list" ? (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <InlineText parts={item} />
          </li>
        ))}
      </ul>
    ) : (
      <Typography key={index} sx={{ mb: 1.5 }}>
        {block.lines.map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 && <br />}
            <InlineText parts={line} />
          </Fragment>
        ))}
      </Typography>
    ),
  );
}
