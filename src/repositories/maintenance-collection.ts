/**
 * The maintenance tasks' collection name, on its own: the printers repository deletes a printer's
 * tasks with it, and importing the maintenance repository for one string would put that repository
 * and its domain on every page that reads printers.
 */
export const MAINTENANCE_TASKS = 'maintenance_tasks';
