import type { ImportProblem } from 'shared-api';

/** Rows refused, by their line in the file ("Line 7: Unit Cost is not a number"). */
export function ProblemList({ problems, label }: { problems: ImportProblem[]; label: string }) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingInlineStart: 20 }}>
      {problems.map(({ line, reason }) => (
        <li key={`${line}:${reason}`}>
          Line {line}: {reason}
        </li>
      ))}
    </ul>
  );
}
