import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a reader's copy-and-paste would have it (pdf-parse, Mozilla's PDF.js underneath). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
