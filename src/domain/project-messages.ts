// The projects screens' messages (SPEC §5 Project form and the list): a module of their own, so
// the list can say them without loading the form's schema.
import { PROJECT_LIMITS } from './limits';

/** SPEC §5 Project form, verbatim, and the few the spec leaves open. */
export const projectMessages = {
  nameRequired: 'Project name is required',
  startDateRequired: 'Start date is required',
  jobDescriptionRequired: 'Description is required',
  infillRange: 'If provided, infill must be between 0% and 100%',
  minutesRange: 'If provided, minutes must be less than 60',
  extruderTemperatureRange: 'If provided, extruder temperature must be between 150°C and 300°C',
  bedTemperatureRange: 'If provided, bed temperature must be between 0°C and 120°C',
  confirmDeleteJob: 'Are you sure you want to delete this print job? This action cannot be undone.',
  // Not in the spec (it is silent on these); worded the way the spec words its own.
  endDateBeforeStart: 'End date cannot be before the start date',
  invalidEndDate: 'Enter a valid date',
  confirmDeleteProject: 'Are you sure you want to delete this project? This action cannot be undone.',
  saveFailed: 'Failed to save project. Please try again.',
  deleteFailed: 'Failed to delete project. Please try again.',
  loadFailed: 'Failed to load projects. Please try again.',
  loadProjectFailed: 'Failed to load the project. Please try again.',
  noDescription: 'No description',
  loadingProject: 'Loading project...',
  notFound: 'Project not found',
  tooManyJobs: `A project holds at most ${PROJECT_LIMITS.jobs} print jobs.`,
  tooManyFiles: `A print job lists at most ${PROJECT_LIMITS.filesPerJob} files.`,
} as const;
