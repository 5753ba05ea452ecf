import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePerson, type PersonDeletionRequest } from '@awards/contracts';
import { call } from '@/lib/api-client';

/** Deletes an account on its owner's request; what was found of it is forgotten, and the audit log read again. */
export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: PersonDeletionRequest & { userId: number }) => call(deletePerson, { params: { userId }, body }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['user', 'backstage', 'people'] });
      return queryClient.invalidateQueries({ queryKey: ['user', 'backstage', 'audit'] });
    },
  });
}
