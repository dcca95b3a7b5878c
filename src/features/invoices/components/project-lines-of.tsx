import { useProjectLines, type ProjectLines, type ProjectLinesRequest } from '../api/project-lines';
import type { ReactNode } from 'react';

/**
 * A project's lines, priced: loaded (with the reads of the project, its runs, the printers and the
 * spools) only when the new-document page is opened from a project (new-invoice-page.tsx).
 */
export function ProjectLinesOf({
  request,
  children,
}: {
  request: ProjectLinesRequest;
  children: (lines: ProjectLines) => ReactNode;
}) {
  return children(useProjectLines(request));
}
