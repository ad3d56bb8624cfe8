import {
  type DocumentTemplate,
  documentBlocks,
  metadataAuthor,
  metadataTitle,
  type PrintableDocument,
  type TemplateId,
} from '@app/shared';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
} from 'docx';

/**
 * The Word file of a document, built from the same structure as the PDF (`# ` name → Title,
 * `## ` → Heading 1, `- ` → real Word bullets from a numbering definition, other lines →
 * paragraphs). No tables, text boxes or columns: one column of styled paragraphs, which is
 * what applicant tracking systems read best. Word's own heading styles keep with the next
 * paragraph, so a heading is not left alone at the bottom of a page.
 */
interface DocxDesign {
  font: string;
  /** Half-points. */
  size: number;
  color: string;
  accent: string;
  titleSize: number;
  titleAlign: (typeof AlignmentType)[keyof typeof AlignmentType];
  headingSize: number;
  headingCaps: 'all' | 'small' | 'none';
  /** A rule under each section heading. */
  headingRule: boolean;
  /** Shading behind the name line. */
  titleShade?: string;
}

const DESIGNS: Record<TemplateId, DocxDesign> & Record<'classic' | 'standard', DocxDesign> = {
  classic: {
    font: 'Arial',
    size: 21,
    color: '111827',
    accent: '111827',
    titleSize: 40,
    titleAlign: AlignmentType.CENTER,
    headingSize: 21,
    headingCaps: 'all',
    headingRule: true,
  },
  modern: {
    font: 'Calibri',
    size: 22,
    color: '1F2937',
    accent: '0F766E',
    titleSize: 48,
    titleAlign: AlignmentType.LEFT,
    headingSize: 24,
    headingCaps: 'none',
    headingRule: false,
  },
  executive: {
    font: 'Calibri',
    size: 22,
    color: '1E293B',
    accent: '0F172A',
    titleSize: 42,
    titleAlign: AlignmentType.LEFT,
    headingSize: 23,
    headingCaps: 'small',
    headingRule: true,
    titleShade: 'E2E8F0',
  },
  standard: {
    font: 'Calibri',
    size: 22,
    color: '1F2937',
    accent: '111827',
    titleSize: 32,
    titleAlign: AlignmentType.LEFT,
    headingSize: 22,
    headingCaps: 'none',
    headingRule: false,
  },
  letterhead: {
    font: 'Calibri',
    size: 22,
    color: '1F2937',
    accent: '1E3A8A',
    titleSize: 40,
    titleAlign: AlignmentType.LEFT,
    headingSize: 22,
    headingCaps: 'none',
    headingRule: false,
  },
};

const BULLETS = 'jobpadi-bullets';

/**
 * XML 1.0 cannot carry most control characters or lone surrogates; a file holding one does not
 * open. They are dropped (tabs and line breaks stay).
 */
const UNSAFE_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const xmlSafe = (text: string): string => text.replace(UNSAFE_XML, '');

/** Runs for a text whose single line breaks are kept as Word line breaks. */
const lines = (text: string, style: { bold?: boolean; color?: string; size?: number } = {}): TextRun[] =>
  xmlSafe(text)
    .split('\n')
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, ...style }));

const rule = (color: string) => ({ bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 2 } });

export async function renderDocx(doc: PrintableDocument, template: DocumentTemplate): Promise<Buffer> {
  const design = DESIGNS[template.id] ?? (template.kind === 'resume' ? DESIGNS.classic : DESIGNS.standard);
  const blocks = documentBlocks(doc.content);
  const children: Paragraph[] = [];

  // The letterhead design names the writer above a letter that has no `# ` line of its own.
  const name = doc.author?.trim();
  if (template.id === 'letterhead' && name && !blocks.some((b) => b.kind === 'title')) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        border: rule(design.accent),
        spacing: { after: 360 },
        children: lines(name),
      }),
    );
  }

  for (const block of blocks) {
    if (block.kind === 'title') {
      children.push(
        new Paragraph({
          heading: HeadingLevel.TITLE,
          alignment: design.titleAlign,
          children: lines(block.text),
          ...(template.id === 'letterhead' ? { border: rule(design.accent), spacing: { after: 360 } } : {}),
          ...(design.titleShade
            ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: design.titleShade } }
            : {}),
        }),
      );
    } else if (block.kind === 'heading') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: lines(block.text) }));
    } else if (block.kind === 'bullets') {
      for (const item of block.items)
        children.push(
          new Paragraph({
            numbering: { reference: BULLETS, level: 0 },
            keepLines: true,
            spacing: { after: 40 },
            children: lines(item),
          }),
        );
    } else {
      // Each line of a paragraph is a Word paragraph of its own, set close to the next: a line
      // break (<w:br/>) reads back as nothing with the readers ATS use (mammoth), which would run
      // "Yours faithfully" and "Ada Obi" together into one word.
      const rows = block.text.split('\n');
      for (const [i, row] of rows.entries())
        children.push(
          new Paragraph({
            children: lines(row),
            ...(i < rows.length - 1 ? { spacing: { after: 0 }, keepNext: true } : {}),
          }),
        );
    }
  }

  const document = new Document({
    title: xmlSafe(metadataTitle(doc)),
    creator: xmlSafe(metadataAuthor(doc, blocks)),
    lastModifiedBy: 'JobPadi',
    description: template.kind === 'resume' ? 'Resume' : 'Cover letter',
    styles: {
      default: {
        document: {
          run: { font: design.font, size: design.size, color: design.color },
          paragraph: { spacing: { after: template.kind === 'resume' ? 100 : 200, line: 276 } },
        },
        title: {
          run: { font: design.font, size: design.titleSize, bold: true, color: design.accent },
          paragraph: { spacing: { after: 80 }, keepNext: true },
        },
        heading1: {
          run: {
            font: design.font,
            size: design.headingSize,
            bold: true,
            color: design.accent,
            allCaps: design.headingCaps === 'all',
            smallCaps: design.headingCaps === 'small',
          },
          paragraph: {
            spacing: { before: 240, after: 80 },
            keepNext: true,
            keepLines: true,
            ...(design.headingRule ? { border: rule(design.accent) } : {}),
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            // A4 in twentieths of a point, margins about 18 mm.
            size: { width: 11_906, height: 16_838 },
            margin: { top: 1_000, bottom: 1_000, left: 1_020, right: 1_020 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
