// The public face of the files module: other modules import only what this file exports.

export { detectFileType } from './file-types.ts';
export { filesModule } from './files.module.ts';
export { fileOf, registerFileRoutes } from './files.routes.ts';
export { type FileOwner, FileService, tooLarge, uploadedFileUrl } from './files.service.ts';
export { uploadedFiles } from './files.tables.ts';
