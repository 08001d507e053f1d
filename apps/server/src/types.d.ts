import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { CatalogueChanged } from './lib/catalogue-changed.ts';
import type { CarListCache } from './modules/cars/catalogue.service.ts';
import type { PictureStore } from './modules/uploads/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** "Car data changed": writes publish it after they commit, the caches of car data listen (lib/catalogue-changed.ts). */
    catalogueChanged: CatalogueChanged;
    /** The catalogue's list answers of this app server (modules/cars/catalogue.service.ts). */
    carListCache: CarListCache;
    /** Where car pictures are stored (UPLOAD_DIR by default; see modules/uploads). */
    pictureStore: PictureStore;
  }
}
