/* The same frame as main.swift drawn with Cairo (image surface, default antialiasing). */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void frame(cairo_t *cr, double s, int w, int h) {
    cairo_identity_matrix(cr);
    cairo_set_source_rgb(cr, 242 / 255.0, 242 / 255.0, 247 / 255.0);
    cairo_rectangle(cr, 0, 0, w, h); cairo_fill(cr);
    for (int i = 0; i < 20; i++) {
        rounded(cr, 16 * s, (100 + i * 36) * s, 358 * s, 32 * s, 10 * s);
        cairo_set_source_rgba(cr, 0.2 + 0.03 * i, 0.4, 0.8, 0.9); cairo_fill(cr);
    }
    cairo_set_source_rgba(cr, 0, 0, 0, 0.4);
    cairo_rectangle(cr, 0, 0, w, h); cairo_fill(cr);
    cairo_translate(cr, 195 * s, 422 * s); cairo_rotate(cr, 8 * M_PI / 180); cairo_translate(cr, -195 * s, -422 * s);
    rounded(cr, 45 * s, 222 * s, 300 * s, 400 * s, 16 * s);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.95); cairo_fill(cr);
    for (int i = 0; i < 8; i++) {
        rounded(cr, 61 * s, (240 + i * 46) * s, 268 * s, 38 * s, 8 * s);
        cairo_set_source_rgba(cr, 0.9, 0.3, 0.2, 0.8); cairo_fill(cr);
    }
}

static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return x < y ? -1 : x > y; }

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 30;
    for (int k = 2; k <= 3; k++) {
        int w = 390 * k, h = 844 * k;
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
        cairo_t *cr = cairo_create(surface);
        frame(cr, k, w, h);
        double *times = malloc(sizeof(double) * frames);
        for (int f = 0; f < frames; f++) {
            double t0 = now_ms(); frame(cr, k, w, h); cairo_surface_flush(surface); times[f] = now_ms() - t0;
        }
        qsort(times, frames, sizeof(double), cmp);
        printf("cairo  %dx %4dx%4d  CPU median %.2f ms  min %.2f ms\n", k, w, h, times[frames / 2], times[0]);
        char *dump = getenv("BENCH_DUMP");
        if (dump) { char path[512]; snprintf(path, sizeof path, "%s/cairo-%dx.png", dump, k); cairo_surface_write_to_png(surface, path); }
        free(times); cairo_destroy(cr); cairo_surface_destroy(surface);
    }
    return 0;
}
