import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassContactResponse } from '@reentry/contracts/my-class';
import { useApi, type ApiClient } from '@reentry/platform';

const classContactKey = ['instructor', 'class-contact'] as const;

/** `GET /api/instructor/class-contact`: the line the instructor's students see, or null. */
export function classContactQuery(api: ApiClient) {
  return queryOptions({
    queryKey: classContactKey,
    queryFn: ({ signal }) => api.get<ClassContactResponse>('/api/instructor/class-contact', { signal }),
  });
}

export function useClassContact() {
  return useQuery(classContactQuery(useApi()));
}

/** `POST /api/instructor/class-contact`: an empty line removes it. The answer is the line now. */
export function useSaveClassContact() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactLine: string) => api.post<ClassContactResponse>('/api/instructor/class-contact', { contactLine }),
    onSuccess: (saved) => queryClient.setQueryData(classContactKey, saved),
  });
}
