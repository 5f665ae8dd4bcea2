import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  apiPath,
  apiPaths,
  complaintSchema,
  imageUpload,
  limits,
  partnerCommentSchema,
  partnerPhotoHeaders,
  partnerPhotoSchema,
  type Complaint,
  type PartnerComment,
  type PartnerPhoto,
} from '@sks/contract';
import { arrayOf, request, requestList, requestOk, type ListPage } from './http';
import { listHeaders } from './paging';
import { partnerKeys } from './partners';
import './query-meta';

/** Refreshes the card (its tab counts change with every write here) and the tab's own list. */
export function refreshPartnerTab(queryClient: QueryClient, uuidPartner: string, tabKey: readonly unknown[]): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerKeys.card(uuidPartner) }),
    queryClient.invalidateQueries({ queryKey: tabKey }),
  ]);
}

const imageForm = (file: File) => {
  const form = new FormData();
  form.append(imageUpload.field, file);
  return form;
};

export function listPartnerPhotos(uuidPartner: string, signal?: AbortSignal): Promise<PartnerPhoto[]> {
  return request(apiPath(apiPaths.partnerPhotos, { uuidPartner }), arrayOf(partnerPhotoSchema), { signal });
}

export type PhotoAdd = { uuidPartner: string; file: File };
export function addPartnerPhoto({ uuidPartner, file }: PhotoAdd): Promise<PartnerPhoto> {
  return request(apiPaths.partnerPhotoAdd, partnerPhotoSchema, {
    method: 'POST',
    body: imageForm(file),
    headers: { [partnerPhotoHeaders.partner]: uuidPartner },
  });
}

export type PhotoReplace = { photo: PartnerPhoto; file: File };
export function replacePartnerPhoto({ photo, file }: PhotoReplace): Promise<PartnerPhoto> {
  return request(apiPaths.partnerPhotoEdit, partnerPhotoSchema, {
    method: 'POST',
    body: imageForm(file),
    headers: { [partnerPhotoHeaders.img]: photo.uuidImg, [partnerPhotoHeaders.oldKey]: photo.keyImg },
  });
}

export function deletePartnerPhoto(photo: PartnerPhoto): Promise<void> {
  return requestOk(apiPaths.partnerPhoto, { method: 'DELETE', body: { uuidImg: photo.uuidImg, keyImg: photo.keyImg } });
}

/** A page of the partner's comments, newest first. */
export function listPartnerComments(uuidPartner: string, page: number, signal?: AbortSignal) {
  return requestList(apiPaths.partnerComments, partnerCommentSchema, {
    method: 'PUT',
    headers: listHeaders({ page, pageSize: limits.pageSize }),
    body: { uuidPartner },
    signal,
  });
}

export function listPartnerComplaints(uuidPartner: string, signal?: AbortSignal): Promise<Complaint[]> {
  return request(apiPath(apiPaths.partnerComplaints, { uuidPartner }), arrayOf(complaintSchema), { signal });
}

export const partnerMediaKeys = {
  photos: (uuidPartner: string) => ['partner-photos', uuidPartner] as const,
  comments: (uuidPartner: string, page: number) => ['partner-comments', uuidPartner, page] as const,
  complaints: (uuidPartner: string) => ['partner-complaints', uuidPartner] as const,
};

export const partnerPhotosQueryOptions = (uuidPartner: string) =>
  queryOptions({ queryKey: partnerMediaKeys.photos(uuidPartner), queryFn: ({ signal }) => listPartnerPhotos(uuidPartner, signal) });

export const partnerCommentsQueryOptions = (uuidPartner: string, page: number) =>
  queryOptions<ListPage<PartnerComment>>({
    queryKey: partnerMediaKeys.comments(uuidPartner, page),
    queryFn: ({ signal }) => listPartnerComments(uuidPartner, page, signal),
    placeholderData: keepPreviousData,
  });

export const partnerComplaintsQueryOptions = (uuidPartner: string) =>
  queryOptions({
    queryKey: partnerMediaKeys.complaints(uuidPartner),
    queryFn: ({ signal }) => listPartnerComplaints(uuidPartner, signal),
  });

export const usePartnerPhotos = (uuidPartner: string) => useQuery(partnerPhotosQueryOptions(uuidPartner));
export const usePartnerComments = (uuidPartner: string, page: number) => useQuery(partnerCommentsQueryOptions(uuidPartner, page));
export const usePartnerComplaints = (uuidPartner: string) => useQuery(partnerComplaintsQueryOptions(uuidPartner));

/** Photo writes; the tab shows upload failures itself (spec 02 section 8), deletes get the common notification. */
function usePhotoWrite<TBody>(uuidPartner: string, write: (body: TBody) => Promise<unknown>, notify: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: notify ? undefined : { notifyError: false },
    onSuccess: () => refreshPartnerTab(queryClient, uuidPartner, partnerMediaKeys.photos(uuidPartner)),
  });
}

export const useAddPartnerPhoto = (uuidPartner: string) => usePhotoWrite(uuidPartner, addPartnerPhoto, false);
export const useReplacePartnerPhoto = (uuidPartner: string) => usePhotoWrite(uuidPartner, replacePartnerPhoto, false);
export const useDeletePartnerPhoto = (uuidPartner: string) => usePhotoWrite(uuidPartner, deletePartnerPhoto, true);
