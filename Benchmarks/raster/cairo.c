/* The standard frame of issue 4 drawn with Cairo, the same frame as main.swift draws through
 * SegueRender's Renderer. Built and run by Benchmarks/raster/run.sh.
 *
 * Usage: cairo-bench <scale> <frames> <threads> [dump-dir]
 *   threads 1: per-thread CPU time of each frame; threads 2: the frame split into two bands of rows,
 *   each drawn by its own thread on a sub-surface, timed in wall-clock time.
 *   Prints "cairo <scale>x <w>x<h> median <ms> min <ms>"; with a dump dir writes cairo-<scale>x.png. */
#include <cairo.h>
#include <math.h>
#include <pthread.h>
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

/* Draws the frame in points (the caller has scaled and, for a band, translated `cr`). */
static void frame(cairo_t *cr) {
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_source_rgba(cr, 0, 0, 1, 0.9);
    for (int i = 0; i < 20; i++) rounded(cr, 16, 4 + 40 * i, 390 - 32, 32, 8);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.4);
    cairo_paint(cr);
    /* The card: 390×784 at y = 60, scaled 0.95 and rotated 0.05 rad about the screen centre. */
    cairo_save(cr);
    cairo_translate(cr, 195, 422);
    cairo_rotate(cr, 0.05);
    cairo_scale(cr, 0.95, 0.95);
    cairo_translate(cr, -195, -422 + 60);
    rounded(cr, 0, 0, 390, 784, 16);
    cairo_clip(cr);
    cairo_push_group(cr);
    cairo_set_source_rgb(cr, 1, 0, 0);
    cairo_paint(cr);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.8);
    for (int i = 0; i < 10; i++) rounded(cr, 24, 24 + 70 * i, 390 - 48, 56, 12);
    cairo_fill(cr);
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, 0.5);
    cairo_restore(cr);
}

typedef struct { unsigned char *data; int stride, width, y0, y1; double scale; } band_t;

static void *draw_band(void *arg) {
    band_t *b = arg;
    cairo_surface_t *s = cairo_image_surface_create_for_data(b->data + (size_t)b->y0 * b->stride, CAIRO_FORMAT_ARGB32,
                                                             b->width, b->y1 - b->y0, b->stride);
    cairo_t *cr = cairo_create(s);
    cairo_translate(cr, 0, -b->y0);
    cairo_scale(cr, b->scale, b->scale);
    frame(cr);
    cairo_surface_flush(s);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return NULL;
}

static double now_ms(clockid_t clock) { struct timespec t; clock_gettime(clock, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return x < y ? -1 : x > y; }

int main(int argc, char **argv) {
    int k = argc > 1 ? atoi(argv[1]) : 2, frames = argc > 2 ? atoi(argv[2]) : 30, threads = argc > 3 ? atoi(argv[3]) : 1;
    const char *dump = argc > 4 ? argv[4] : NULL;
    if (k < 1 || frames < 1 || threads < 1 || threads > 2) { fprintf(stderr, "bad arguments\n"); return 1; }
    int w = 390 * k, h = 844 * k;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    unsigned char *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    band_t bands[2] = { { data, stride, w, 0, threads == 1 ? h : h / 2, k }, { data, stride, w, h / 2, h, k } };
    double *times = malloc(sizeof(double) * frames);
    for (int f = -1; f < frames; f++) {  /* frame -1 warms up */
        cairo_surface_flush(surface);
        clockid_t clock = threads == 1 ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC;
        double t0 = now_ms(clock);
        if (threads == 1) {
            draw_band(&bands[0]);
        } else {
            pthread_t other;
            pthread_create(&other, NULL, draw_band, &bands[1]);
            draw_band(&bands[0]);
            pthread_join(other, NULL);
        }
        cairo_surface_mark_dirty(surface);
        if (f >= 0) times[f] = now_ms(clock) - t0;
    }
    qsort(times, frames, sizeof(double), cmp);
    printf("cairo %dx %dx%d median %.3f min %.3f\n", k, w, h, times[frames / 2], times[0]);
    if (dump) { char path[512]; snprintf(path, sizeof path, "%s/cairo-%dx.png", dump, k); cairo_surface_write_to_png(surface, path); }
    free(times); cairo_surface_destroy(surface);
    return 0;
}
