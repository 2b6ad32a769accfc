'use client';
// The account carousel: four product banners, 4 per view on desktop and fewer on small
// screens, one slide per swipe. Loaded when scrolled near (lazy-product-carousel.tsx); Swiper's
// CSS comes with it. The dots are 24 × 24 px targets in the brand colour, reachable with Tab and
// pressed with Enter or Space (Swiper's A11y module).
import { useTranslations } from 'next-intl';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import './product-carousel.css';
import { ActivitiesArt, CheckinArt, PaymentsArt, ViewerArt } from './product-art';

const products = [
  { key: 'payments', href: '/soluciones/integraciones-terceros?info=pasarelas', Art: PaymentsArt },
  { key: 'activities', href: '/soluciones/eventos-y-salones', Art: ActivitiesArt },
  { key: 'viewer', href: '/soluciones/aplicaciones-moviles', Art: ViewerArt },
  { key: 'checkin', href: '/contacto', Art: CheckinArt },
] as const;

export function ProductCarousel() {
  const t = useTranslations('Account');
  return (
    <Swiper
      modules={[A11y, Pagination]}
      className="product-carousel mt-4 !pb-12"
      spaceBetween={16}
      slidesPerView={1.15}
      slidesPerGroup={1}
      pagination={{ clickable: true }}
      a11y={{
        paginationBulletMessage: t('carouselDot', { index: '{{index}}' }),
        slideLabelMessage: '{{index}} / {{slidesLength}}',
      }}
      breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 }, 1280: { slidesPerView: 4 } }}
    >
      {products.map(({ key, href, Art }) => (
        <SwiperSlide key={key} className="!h-auto">
          <article
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="product-banner"
          >
            <Art />
            <h3 className="mt-3 font-semibold text-slate-900">{t(`products.${key}.title`)}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{t(`products.${key}.text`)}</p>
            <a href={href} className="mt-3 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">
              {t(`products.${key}.cta`)}
            </a>
          </article>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
