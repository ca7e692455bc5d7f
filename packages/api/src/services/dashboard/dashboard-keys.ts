/** Keys of the dashboard lists (DESIGN.md: courses are fetched once; the same for e-books). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  programs: () => [...dashboardKeys.all, 'programs'] as const,
  courses: (courseType: number) => [...dashboardKeys.all, 'courses', courseType] as const,
  eBooks: (courseType: number) => [...dashboardKeys.all, 'e-books', courseType] as const,
};
