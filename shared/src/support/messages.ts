/** The support chat's words (spec 01 §5 and §8), shared by the server's refusals and the widget. */
export const SUPPORT_MAX_CHARS = 2000;
export const SUPPORT_WARN_CHARS = 1800;
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The text of a message that has an image and no words. */
export const SUPPORT_IMAGE_ONLY_TEXT = 'Image attachment';

export const SUPPORT_MESSAGES = {
  empty: 'Empty Message: Please enter a message or select an image before sending.',
  tooLong: 'Message Too Long: Please keep your message under 2000 characters.',
  imageTooLarge: 'File Too Large: Please select an image smaller than 5MB.',
  /** The file is small enough but announces more pixels than we decode (server/src/modules/files/image-decode.ts). */
  tooManyPixels: 'Image Too Large: Please select an image under 25 megapixels.',
  invalidType: 'Invalid File Type: Please select an image file (JPG, PNG, GIF, etc.).',
  unreadableImage: 'Invalid File Type: This image could not be read. Please try another one.',
  unreadableForm: 'The message could not be read. Please try again.',
  sent: 'Your message has been sent. Our support team will reply here.',
  replySent: 'Your reply has been sent.',
  unavailable: 'Support chat is not available right now. Please try again later.',
  imageNotFound: 'That image was not found.',
  conversationNotFound: 'That conversation was not found.',
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
} as const;
