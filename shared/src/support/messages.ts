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
  /** Our words, not the spec's '(JPG, PNG, GIF, etc.)': GIF was never accepted (docs/decisions.md). */
  invalidType: 'Invalid File Type: Please select a JPEG, PNG or WebP image.',
  /** An iPhone's camera saves HEIC by default: say how to send the same photo in a kind we read. */
  heicPhoto:
    "Invalid File Type: HEIC photos (the iPhone's own format) cannot be sent. Please send a JPEG, PNG or WebP instead: on an iPhone, pick the photo from Photos here (it arrives as JPEG) or send a screenshot of it; on a computer, open it and save or export it as JPEG. Settings > Camera > Formats > Most Compatible makes an iPhone take JPEG photos.",
  unreadableImage: 'Invalid File Type: This image could not be read. Please try another one.',
  unreadableForm: 'The message could not be read. Please try again.',
  sent: 'Your message has been sent. Our support team will reply here.',
  replySent: 'Your reply has been sent.',
  unavailable: 'Support chat is not available right now. Please try again later.',
  imageNotFound: 'That image was not found.',
  conversationNotFound: 'That conversation was not found.',
  messageNotFound: 'That message was not found in your conversation.',
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
} as const;
