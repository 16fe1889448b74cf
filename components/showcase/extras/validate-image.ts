export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageProblem = "type" | "size";

// The upload demo takes images up to 5 MB. The browser's MIME type is a hint,
// not proof; a real upload would check the bytes again on the server.
export function checkImage(file: Pick<File, "type" | "size">): ImageProblem | null {
  if (!file.type.startsWith("image/")) return "type";
  if (file.size > MAX_IMAGE_BYTES) return "size";
  return null;
}
