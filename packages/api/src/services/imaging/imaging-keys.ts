/** Keys of the imaging area: the viewer's configuration, and a course's studies and DICOM token. */
export const imagingKeys = {
  all: ['imaging'] as const,
  configuration: () => [...imagingKeys.all, 'configuration'] as const,
  course: (candidateSOSId: number) => [...imagingKeys.all, 'course', candidateSOSId] as const,
  studies: (candidateSOSId: number) => [...imagingKeys.course(candidateSOSId), 'studies'] as const,
  token: (candidateSOSId: number) => [...imagingKeys.course(candidateSOSId), 'token'] as const,
};
