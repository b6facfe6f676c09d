// Writes Generators/photo@2x.jpg: 16 x 8 pixels, the left half red and the right half blue,
// with an EXIF orientation of 6 (the camera was turned: UIKit shows it rotated right).
// Build and run from Fixtures/: cc Generators/make-jpeg.c -ljpeg -o /tmp/make-jpeg && /tmp/make-jpeg
#include <stdio.h>
#include <jpeglib.h>

int main(void) {
    FILE *file = fopen("Generators/photo@2x.jpg", "wb");
    if (!file) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, file);
    info.image_width = 16;
    info.image_height = 8;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    // Exif APP1, big-endian TIFF, one IFD entry: Orientation (0x0112), SHORT, 1 value: 6.
    static const JOCTET exif[] = {'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1,
                                  0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0};
    jpeg_write_marker(&info, JPEG_APP0 + 1, exif, sizeof exif);
    JSAMPLE row[16 * 3];
    for (int x = 0; x < 16; x++) {
        row[x * 3] = x < 8 ? 255 : 0;
        row[x * 3 + 1] = 0;
        row[x * 3 + 2] = x < 8 ? 0 : 255;
    }
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    fclose(file);
    return 0;
}
