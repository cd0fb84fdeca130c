import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, group, resource } from '../build';
import type { PageSpec } from '../types';

const contentApi = '/v1/seller/content/';
const supplier = '/v1/seller/supplier/';

/** A content page of the stores only (the section is the platform's too, for its agreements). */
const storeOnly = (o: Parameters<typeof resource>[0]): PageSpec => ({ ...resource(o), platform: false });

export const content: PageSpec = group(
  '/content',
  'Content',
  T('内容', 'Content', 'Contenido', 'コンテンツ'),
  [
    storeOnly({
      seg: 'notification',
      name: 'Notification',
      api: `${contentApi}Notification`,
      title: T('通知公告', 'Notices', 'Avisos', 'お知らせ'),
      noun: T('公告', 'notice', 'aviso', 'お知らせ'),
    }),
    storeOnly({
      seg: 'news',
      name: 'News',
      api: `${contentApi}News`,
      title: T('新闻资讯', 'News', 'Noticias', 'ニュース'),
      noun: T('资讯', 'article', 'noticia', '記事'),
    }),
    storeOnly({
      seg: 'advertising',
      name: 'Advertising',
      api: `${contentApi}Advert`,
      title: T('广告管理', 'Advertisements', 'Anuncios', '広告管理'),
      noun: T('广告', 'advertisement', 'anuncio', '広告'),
    }),
    resource({
      seg: 'agreement',
      name: 'Agreement',
      api: `${contentApi}Agreement`,
      title: T('协议管理', 'Agreements', 'Acuerdos', '規約管理'),
      noun: T('协议', 'agreement', 'acuerdo', '規約'),
      more: [
        action(
          'publish/:id',
          'AgreementPublish',
          T('发布协议', 'Publish agreement', 'Publicar acuerdo', '規約を公開'),
          [`${contentApi}AgreementPublish`],
          { label: T('发布', 'Publish', 'Publicar', '公開') },
        ),
      ],
    }),
    storeOnly({
      seg: 'feedback',
      name: 'Feedback',
      api: `${contentApi}Feedback`,
      title: T('意见反馈', 'Feedback', 'Comentarios', 'ご意見'),
      noun: T('反馈', 'feedback', 'comentario', 'ご意見'),
      actions: ['del'],
      more: [
        action(
          'reply/:id',
          'FeedbackReply',
          T('回复反馈', 'Reply to feedback', 'Responder comentario', 'ご意見に返信'),
          [`${contentApi}FeedbackReply`],
          { label: T('回复', 'Reply', 'Responder', '返信') },
        ),
        action(
          'read/:id',
          'FeedbackRead',
          T('标记已读', 'Mark as read', 'Marcar como leído', '既読にする'),
          [`${contentApi}FeedbackRead`],
          { label: T('已读', 'Read', 'Leído', '既読') },
        ),
      ],
    }),
    {
      // Everyone reads the shop info; saving it is a permission of its own (the main account, or a role).
      platform: false,
      ...custom(
        '/content/shopinfo',
        'ShopInfo',
        T('店铺信息', 'Shop info', 'Información de la tienda', '店舗情報'),
        'shopInfo',
        [API.account.supplierInfo.path],
        { common: true },
      ),
      children: [
        action(
          'save',
          'ShopInfoSave',
          T('保存店铺信息', 'Save shop info', 'Guardar la información de la tienda', '店舗情報を保存'),
          [API.account.supplierInfoSave.path],
          { common: false },
        ),
      ],
    },
    // The store's certification (CertApply, CertInfo), opened from the shop info's certification state; a
    // store's page, not the platform's.
    custom(
      'certification',
      'ShopCert',
      T('资质认证', 'Certification', 'Certificación', '資格認証'),
      'storeCert',
      [`${supplier}CertInfo`, `${supplier}CertApply`],
      { hidden: true, platform: false },
    ),
  ],
  // The platform's accounts see the agreements only: they keep the store entry agreement (GetEnterAgreement).
  { icon: 'file-text', platform: 'also' },
);
