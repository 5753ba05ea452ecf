import { useMutation } from '@tanstack/react-query';
import { downloadMyData } from '@awards/contracts';
import { call } from '@/lib/api-client';
import { saveAnswerAsJson } from '@/lib/save-file';

/** Fetches everything the site holds about the signed-in user and saves it as a JSON file. A download, not a cached read: each click asks again. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => call(downloadMyData),
    onSuccess: (data) => saveAnswerAsJson(`personal-data-${data.generatedAt.slice(0, 10)}.json`, data),
  });
}
