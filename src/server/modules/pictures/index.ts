// The pictures module's front door (decision 0508): the store behind `app.pictures` and GET /pictures/<name>, and
// what a route needs to take a staff upload. The catalogue owns which product or category shows which picture.
export { default as picturesPlugin } from './routes';
export { acceptPictureUploads, readPictureFile, savePictureUpload } from './upload';
export { makePicture, pictureHash, PictureRefused, type PictureShape } from './processing';
export { createPictureStore, diskStore, IMMUTABLE, s3Store, type PictureStore, type StoredPicture } from './store';
