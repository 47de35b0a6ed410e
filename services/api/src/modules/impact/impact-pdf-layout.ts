// The funder report's page layout (issue 40): blocks of text and tables flowed onto pages, with no PDF in
// sight, so the page breaks can be tested with any number of rows.

// US Letter, portrait, with the content 470 points wide: inside A4's narrower width too, so "fit to page"
// on A4 paper prints it without shrinking the text (as the certificate does).
export const PAGE = { width: 612, height: 792 };
export const FRAME = { left: 71, right: 541, top: 740, bottom: 64 };

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** `header` empty: a table without a header row (label and value). */
  | { kind: 'table'; columns: Column[]; header: string[]; rows: string[][] };

export interface PlacedText {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  bold: boolean;
}
export interface PlacedRule {
  x1: number;
  x2: number;
  y: number;
  thickness: number;
}
export interface LaidPage {
  texts: PlacedText[];
  rules: PlacedRule[];
}

/** The width of a text at a size, in points (the font's own measure; bold or not). */
export type Measure = (text: string, size: number, bold: boolean) => number;

const STYLE = {
  title: { size: 20, leading: 25, bold: true },
  heading: { size: 13, leading: 17, bold: true },
  text: { size: 10, leading: 13, bold: false },
  cell: { size: 9, leading: 11.5, bold: false },
};
const HEADING_SPACE = 10;
const PARAGRAPH_SPACE = 4;
const CELL_GAP = 6;
const ROW_PAD = 3;

/** Breaks a text into lines no wider than `width`; a word longer than a line is cut where it must be. */
export function wrap(text: string, width: number, size: number, bold: boolean, measure: Measure): string[] {
  const fits = (line: string) => measure(line, size, bold) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of Array.from(word)) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  return line || lines.length === 0 ? [...lines, line] : lines;
}

/** Flows the blocks onto as many pages as they need; a table row never splits, and its header repeats on each page. */
export function layOut(blocks: Block[], measure: Measure): LaidPage[] {
  const pages: LaidPage[] = [];
  let page!: LaidPage;
  let y = 0;
  const newPage = () => {
    page = { texts: [], rules: [] };
    pages.push(page);
    y = FRAME.top;
  };
  const atTop = () => y === FRAME.top;
  /** Starts a new page unless `height` fits below `y` (or the page is empty: the block then takes it). */
  const room = (height: number) => {
    if (y - height < FRAME.bottom && !atTop()) newPage();
  };
  const lines = (text: string, style: (typeof STYLE)[keyof typeof STYLE]) => {
    for (const line of wrap(text, FRAME.right - FRAME.left, style.size, style.bold, measure)) {
      room(style.leading);
      page.texts.push({ text: line, x: FRAME.left, y: y - style.size, size: style.size, bold: style.bold });
      y -= style.leading;
    }
  };

  /** A row's cells, each wrapped to its column; the row's height is its tallest cell's. */
  const cells = (row: string[], columns: Column[], bold: boolean) => {
    const wrapped = columns.map((column, i) => wrap(row[i] ?? '', column.width - CELL_GAP, STYLE.cell.size, bold, measure));
    return { wrapped, height: Math.max(...wrapped.map((cell) => cell.length)) * STYLE.cell.leading + 2 * ROW_PAD };
  };
  const drawRow = (row: ReturnType<typeof cells>, columns: Column[], bold: boolean, rule: number) => {
    let x = FRAME.left;
    row.wrapped.forEach((cellLines, i) => {
      const column = columns[i]!;
      cellLines.forEach((line, n) => {
        const width = measure(line, STYLE.cell.size, bold);
        const left = column.align === 'right' ? x + column.width - CELL_GAP - width : x;
        page.texts.push({ text: line, x: left, y: y - ROW_PAD - STYLE.cell.size - n * STYLE.cell.leading, size: STYLE.cell.size, bold });
      });
      x += column.width;
    });
    y -= row.height;
    page.rules.push({ x1: FRAME.left, x2: FRAME.right, y: y + 1, thickness: rule });
  };
  const table = (block: Extract<Block, { kind: 'table' }>) => {
    const header = block.header.length > 0 ? cells(block.header, block.columns, true) : undefined;
    const rows = block.rows.map((row) => cells(row, block.columns, false));
    room((header?.height ?? 0) + (rows[0]?.height ?? 0));
    if (header) drawRow(header, block.columns, true, 0.75);
    for (const row of rows) {
      if (y - row.height < FRAME.bottom && !atTop()) {
        newPage();
        if (header) drawRow(header, block.columns, true, 0.75);
      }
      drawRow(row, block.columns, false, 0.25);
    }
    y -= STYLE.text.leading / 2;
  };

  newPage();
  for (const block of blocks) {
    if (block.kind === 'title') lines(block.text, STYLE.title);
    else if (block.kind === 'text') {
      lines(block.text, STYLE.text);
      y -= PARAGRAPH_SPACE;
    }
    else if (block.kind === 'table') table(block);
    else {
      // A heading keeps at least three lines of what follows on its page.
      if (!atTop()) y -= HEADING_SPACE;
      room(STYLE.heading.leading + 3 * STYLE.text.leading);
      lines(block.text, STYLE.heading);
    }
  }
  return pages;
}
