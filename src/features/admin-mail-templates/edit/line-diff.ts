/** One line of a diff: kept in both, only in the built-in text (`removed`), or only in the saved one (`added`). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * The lines of `before` and `after`, kept, removed and added, in order (longest common subsequence; a
 * template is a few dozen lines, so the quadratic table is small).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: how many lines a[i…] and b[j…] have in common, in order.
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => common[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    const row = common[i] ?? [];
    for (let j = b.length - 1; j >= 0; j--) {
      row[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left !== undefined && left === right) {
      lines.push({ kind: 'same', text: left });
      i++;
      j++;
    } else if (left !== undefined && (right === undefined || at(i + 1, j) >= at(i, j + 1))) {
      lines.push({ kind: 'removed', text: left });
      i++;
    } else {
      lines.push({ kind: 'added', text: right ?? '' });
      j++;
    }
  }
  return lines;
}
