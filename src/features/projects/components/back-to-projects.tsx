import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The way back to the list, above the new and edit screens in every state. */
export function BackToProjects() {
  return (
    <div className="mb-4">
      <Link
        to={paths.dashboard.projects}
        className="text-sm font-medium text-indigo-700 hover:text-indigo-600"
      >
        ← Back to Projects
      </Link>
    </div>
  );
}
