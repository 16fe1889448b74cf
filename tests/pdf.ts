import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

// The text of a PDF as PDF.js reads it (copy and paste, search), one string
// per text item, every page: what a reader's viewer gets back.
export async function pdfTextItems(pdf: Uint8Array): Promise<string[]> {
  // PDF.js takes the bytes over: give it a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const items: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    for (const item of (await page.getTextContent()).items) if ("str" in item && item.str.trim()) items.push(item.str);
  }
  await document.destroy();
  return items;
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const count = document.numPages;
  await document.destroy();
  return count;
}

// The images drawn on each page (image XObjects painted), as PDF.js renders them.
export async function pdfImageCounts(pdf: Uint8Array): Promise<number[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const counts: number[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { fnArray } = await (await document.getPage(number)).getOperatorList();
    counts.push(fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  await document.destroy();
  return counts;
}
